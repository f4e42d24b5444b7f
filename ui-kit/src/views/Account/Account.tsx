import { isSwapSupported } from '@berth/headless'
import type { ConnectorsState } from '@berth/headless'
import { truncateEmail } from '@berth/headless/embedded'
import {
  useAccount,
  useBalance,
  useBalances,
  useClient,
  useDisconnect,
  useEmbeddedUser,
  useFeatures,
  useIdentity,
  useModal,
  useNetwork,
  useStore,
} from '@berth/headless/react'
import { lazy, Suspense, useState } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { formatUsd } from '../../format/formatUsd'
import { shortenAddress } from '../../format/shortenAddress'
import { NetworkIcon } from '../../icons/NetworkIcon'
import { Avatar } from '../../primitives/Avatar'
import { Button } from '../../primitives/Button'
import { CopyButton } from '../../primitives/CopyButton'
import { ListItem } from '../../primitives/ListItem'
import { Skeleton } from '../../primitives/Skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs'
import { Text } from '../../primitives/Text'
import { ConnectedAccounts } from './ConnectedAccounts'
import { LoadingRows } from './EmptyState'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

/** Activity (infinite query, month grouping, rows) is its own chunk, loaded when the tab is first shown or pointed at. */
const loadActivityTab = () => import('./ActivityTab')
const ActivityTab = lazy(() => loadActivityTab().then((module) => ({ default: module.ActivityTab })))

/** docs/views.md: Account's tabs. */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

export type AccountProps = {
  /** The tab shown first; Tokens by default. */
  initialTab?: AccountTab
}

/**
 * The connected account: identity (name and avatar, else the short address; names exist on EVM
 * only), on Bitcoin the payment and ordinal accounts, the total value of its tokens, the native
 * balance read from the chain, the network, Buy (the onramp feature, EVM and Solana), Swap (where
 * swaps are on and the network is swap-supported), Receive, Send (EVM, Solana and Bitcoin), and the Tokens, NFTs and Activity tabs (NFTs and Activity on EVM networks,
 * Activity when the activity feature is on); "Choose account name" for an embedded-wallet account on
 * an EVM network without a name yet (RegisterAccountName); Disconnect.
 */
export default function Account({ initialTab = 'tokens' }: AccountProps) {
  const { address, accountDetails, connectorId } = useAccount()
  const embeddedUser = useEmbeddedUser()
  const { network } = useNetwork()
  const { push, close } = useModal()
  // The connected account on the active network; none is read on a network the app does not list.
  const balance = useBalance({ query: { enabled: Boolean(network) } })
  const identity = useIdentity()
  const { features } = useFeatures()
  const client = useClient()
  const disconnect = useDisconnect()
  const embedded = useStore(client.connectors.store, (state: ConnectorsState) => isAuthConnector(state, connectorId))
  const [tab, setTab] = useState<AccountTab>(initialTab)
  if (!address) return null

  const name = identity.data?.name
  // An embedded-wallet (AUTH) connection names its login: the social username, else the email (SPEC.md §5).
  const embeddedIds = client.embedded ? Object.values(client.embedded.connectorIds) : []
  const login =
    connectorId && embeddedIds.includes(connectorId)
      ? (embeddedUser.userName ?? (embeddedUser.email ? truncateEmail(embeddedUser.email) : undefined))
      : undefined
  const namespace = network?.chainNamespace
  // Activity and NFTs come from the data API's EVM indexer: EVM networks only.
  const hasActivity = features.activity.enabled && namespace === 'eip155'
  const hasNfts = namespace === 'eip155'
  // docs/views.md wallet feature order: onramp, swaps, receive, send. Buy with the onramp feature on
  // eip155 and solana (the on-ramp providers' namespaces); swaps with the feature on and the active
  // network swap-supported (SPEC §9 and the `swaps` option); send on eip155, solana and bip122 (docs/validation.md).
  const canBuy = features.onramp.enabled && (namespace === 'eip155' || namespace === 'solana')
  const canSwap = features.swaps.enabled && namespace === 'eip155' && isSwapSupported(network?.caipNetworkId, client.options.swaps?.networks)
  const canSend = features.send.enabled && (namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122')
  // SPEC §6: names are eip155 only, registered through the embedded wallet (its 'AUTH' connector).
  const canChooseName = embedded && namespace === 'eip155' && !name
  const selected = (tab === 'activity' && !hasActivity) || (tab === 'nfts' && !hasNfts) ? 'tokens' : tab

  return (
    <div className="berth-account" data-slot="account">
      <Avatar address={address} src={identity.data?.avatar} size="lg" />
      <div className="berth-account__identity">
        <div className="berth-account__address">
          <Text variant="title" weight="semibold" title={name ? undefined : address} data-slot={name ? 'account-name' : 'account-address'}>
            {name ?? shortenAddress(address)}
          </Text>
          <CopyButton text={address} label="Copy address" />
        </div>
        {name ? (
          <Text variant="small" tone="secondary" title={address} data-slot="account-address">
            {shortenAddress(address)}
          </Text>
        ) : null}
      </div>
      {login ? (
        <Text variant="small" tone="secondary" data-slot="account-login">
          {login}
        </Text>
      ) : null}
      {/* An email login (no social username) can change its email: UpdateEmailWallet. */}
      {login && embeddedUser.email && !embeddedUser.userName ? (
        <Button variant="ghost" size="sm" onClick={() => push('UpdateEmailWallet')} data-slot="account-update-email">
          Update email
        </Button>
      ) : null}
      {accountDetails ? <ConnectedAccounts accounts={accountDetails} /> : null}
      <TotalValue />
      <Text variant="paragraph" tone="secondary" data-slot="account-balance" aria-live="polite">
        {balance.data
          ? `${formatAmount(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
          : balance.isError
            ? 'Balance unavailable'
            : network
              ? 'Loading balance…'
              : ''}
      </Text>
      <ListItem
        leading={<NetworkIcon size={20} />}
        chevron
        aria-label={network?.name ?? 'Unsupported network'}
        onClick={() => push('Networks')}
        data-slot="account-network"
      >
        {network?.name ?? 'Unsupported network'}
      </ListItem>
      {canChooseName ? (
        <ListItem chevron onClick={() => push('RegisterAccountName')} data-slot="account-choose-name">
          Choose account name
        </ListItem>
      ) : null}
      <div className="berth-account__actions" data-slot="account-actions">
        {canBuy ? (
          <Button variant="secondary" onClick={() => push('Buy')} data-slot="account-buy">
            Buy
          </Button>
        ) : null}
        {canSwap ? (
          <Button variant="secondary" onClick={() => push('Swap')} data-slot="account-swap">
            Swap
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => push('Receive')} data-slot="account-receive">
          Receive
        </Button>
        {canSend ? (
          <Button variant="secondary" onClick={() => push('WalletSend')} data-slot="account-send">
            Send
          </Button>
        ) : null}
      </div>
      <Tabs className="berth-account__tabs" value={selected} onValueChange={(value) => setTab(value as AccountTab)}>
        <TabsList aria-label="Account">
          <TabsTrigger value="tokens">Tokens</TabsTrigger>
          {hasNfts ? <TabsTrigger value="nfts">NFTs</TabsTrigger> : null}
          {hasActivity ? (
            <TabsTrigger value="activity" onPointerEnter={() => void loadActivityTab()}>
              Activity
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="tokens">
          <TokensTab />
        </TabsContent>
        {hasNfts ? (
          <TabsContent value="nfts">
            <NftsTab />
          </TabsContent>
        ) : null}
        {hasActivity ? (
          <TabsContent value="activity">
            <Suspense fallback={<LoadingRows label="Loading activity" data-slot="activity-loading" />}>
              <ActivityTab />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
      <Button variant="secondary" fullWidth loading={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSettled: close })}>
        Disconnect
      </Button>
    </div>
  )
}

/** Whether the connection's connector is the embedded wallet's (type 'AUTH'). */
function isAuthConnector(state: ConnectorsState, connectorId: string | undefined): boolean {
  return connectorId !== undefined && state.connectors.some((connector) => connector.id === connectorId && connector.type === 'AUTH')
}

/** The sum of the token values in USD; a skeleton while they load, nothing when they could not be read. */
function TotalValue() {
  const balances = useBalances()
  if (!balances.data) {
    return balances.isLoading ? (
      <span className="berth-account__total" aria-busy="true">
        <span className="berth-sr-only">Loading total value</span>
        <Skeleton width={128} height={32} />
      </span>
    ) : null
  }
  const total = balances.data.reduce((sum, token) => sum + token.value, 0)
  return (
    <Text className="berth-account__total" weight="semibold" data-slot="account-total-value">
      <span className="berth-sr-only">Total value </span>
      {formatUsd(total)}
    </Text>
  )
}
