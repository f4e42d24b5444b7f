import { decideWalletRoute, type ListedConnector, type ListedWallet } from '@berth/headless'
import { decideSocialOptions, readTelegramPlatform } from '@berth/headless/embedded'
import { recommendedWalletsQueryOptions, walletsInfiniteQueryOptions } from '@berth/headless/query'
import { useClient, useConnectors, useFeatures, useModal, useRecommendedWallets } from '@berth/headless/react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { type CSSProperties, lazy, Suspense, useId } from 'react'
import { namespaceName } from '../../format/namespaceName'
import { WalletIcon } from '../../icons/WalletIcon'
import { useAfterPaint } from '../../modal/useAfterPaint'
import { moveFocusByArrows } from '../../primitives/arrowFocus'
import { ListItem } from '../../primitives/ListItem'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'

// The email login is a chunk of its own, fetched after the installed wallets have painted.
const EmailField = lazy(() => import('./EmailField'))
// The social logins likewise, in a chunk of their own.
const SocialButtons = lazy(() => import('./SocialButtons'))
// Connect's social buttons are laid out four to a row.
const SOCIALS_PER_ROW = 4

const sectionTag: Partial<Record<ListedConnector['section'], string>> = { recent: 'Recent', injected: 'Installed' }

/**
 * The wallets the page offers, in the documented order (docs/views.md) (choosing one starts ConnectingExternal), then the
 * listing's recommended wallets and the way to AllWallets. A wallet with sides in several of the
 * app's namespaces (EIP-6963 and wallet-standard) is one row. The arrow keys move between the rows.
 */
export default function Connect() {
  // The embedded wallet's AUTH connectors are reached through its email and social logins, never as a wallet row.
  const connectors = useConnectors().filter((listed) => listed.connector.type !== 'AUTH')
  const client = useClient()
  const { options } = client
  // The listing's part comes after the installed wallets have painted: its query's fetch and its
  // rows would otherwise run in the tap's own task, and it shows nothing until the listing answers.
  // Once the listing is in (back from another view, a later opening), it shows at once as before.
  const painted = useAfterPaint()
  const listingKnown = useQueryClient().getQueryData(recommendedWalletsQueryOptions(client).queryKey) !== undefined
  const { features } = useFeatures()
  const emailOn = features.email.enabled && client.embedded !== undefined
  // The `socials` feature's list (the app's or the remote configuration's order), less SPEC.md's Telegram filters.
  const socials =
    features.socials.enabled && client.embedded !== undefined
      ? decideSocialOptions(features.socials.config, readTelegramPlatform(typeof window === 'undefined' ? undefined : window))
      : []
  return (
    // Up / Down / Home / End move between every wallet row, installed and recommended alike.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears the arrow keys that bubble up from the focusable rows inside
    <div className="berth-stack" data-slot="connect" onKeyDown={moveFocusByArrows}>
      {/* SPEC.md's order: email, social, then the wallets; its height is kept while its code loads. */}
      {emailOn ? (
        <div className="berth-email-slot">
          {painted ? (
            <Suspense fallback={null}>
              <EmailField />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {socials.length > 0 ? (
        <div className="berth-social-slot" style={{ '--berth-social-rows': Math.ceil(socials.length / SOCIALS_PER_ROW) } as CSSProperties}>
          {painted ? (
            <Suspense fallback={null}>
              <SocialButtons options={socials} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {connectors.length === 0 ? (
        <div className="berth-view-empty" data-slot="connect-empty">
          <Text variant="paragraph" weight="medium" align="center">
            No wallet found
          </Text>
          <Text variant="small" tone="secondary" align="center">
            Install a browser wallet, then reload this page.
          </Text>
        </div>
      ) : (
        <ul className="berth-list" aria-label="Wallets" data-slot="wallet-list">
          {connectors.map((listed) => (
            <li key={listed.connectors[0]?.id ?? listed.connector.id}>
              <WalletRow listed={listed} />
            </li>
          ))}
        </ul>
      )}
      {/* Off: no listing request, and the AllWallets chunk is never loaded. */}
      {options.allWallets && (painted || listingKnown) ? <ListedWallets installed={connectors} /> : null}
    </div>
  )
}

/**
 * One wallet: choosing it connects its connector of the active namespace (or its first). A wallet
 * with sides in several namespaces names them under its name ('EVM · Solana'), as a description
 * of the row, which stays named by the wallet.
 */
function WalletRow({ listed: { connector, connectors, section } }: { listed: ListedConnector }) {
  const { push } = useModal()
  const namespacesId = useId()
  const namespaces = connectors.length > 1 ? connectors.map((side) => namespaceName(side.chain)).join(' · ') : undefined
  return (
    <ListItem
      leading={<WalletImage src={connector.imageUrl} name={connector.name} alt="" />}
      tag={sectionTag[section]}
      tagVariant={section === 'recent' ? 'accent' : 'success'}
      {...(namespaces
        ? {
            // As the row's Tag: hidden from its name (which stays the wallet's), read as its description.
            'aria-describedby': namespacesId,
            description: (
              <span id={namespacesId} aria-hidden="true" data-slot="wallet-namespaces">
                {namespaces}
              </span>
            ),
          }
        : {})}
      // WalletConnect itself, not a listed wallet: no wallet in the route, the view shows only the QR code.
      onClick={() => (connector.type === 'WALLET_CONNECT' ? push('ConnectingWalletConnect') : push('ConnectingExternal', { connectorId: connector.id }))}
    >
      {connector.name}
    </ListItem>
  )
}

/**
 * Below the installed wallets: the recommended listing entries and the way to AllWallets. The
 * installed wallets never wait for it: while the listing loads nothing is shown here, and when it
 * fails the recommended wallets are simply absent.
 */
function ListedWallets({ installed }: { installed: readonly ListedConnector[] }) {
  const client = useClient()
  const { push } = useModal()
  const choose = (wallet: ListedWallet) => {
    const { view, params } = decideWalletRoute(wallet)
    push(view, params)
  }
  const recommended = useRecommendedWallets()
  // The listing's size when AllWallets has loaded it already; this observer never fetches.
  const listing = useInfiniteQuery({ ...walletsInfiniteQueryOptions(client), enabled: false })
  const count = listing.data?.pages[0]?.count

  if (recommended.isPending) return null
  // An announced wallet is listed above already, even when it announced after the listing loaded.
  const announced = new Set(installed.flatMap(({ connectors }) => connectors.flatMap((side) => [side.id, side.rdns ?? ''].map((id) => id.toLowerCase()))))
  const wallets = (recommended.data ?? []).filter((wallet) => !wallet.installed && !(wallet.rdns && announced.has(wallet.rdns.toLowerCase())))
  return (
    <ul className="berth-list" aria-label="Recommended wallets" data-slot="recommended-wallets">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <ListItem leading={<WalletImage src={wallet.imageUrl} name={wallet.name} alt="" />} onClick={() => choose(wallet)}>
            {wallet.name}
          </ListItem>
        </li>
      ))}
      <li>
        <ListItem
          leading={
            <span className="berth-all-wallets-icon" aria-hidden="true">
              <WalletIcon size={20} />
            </span>
          }
          tag={count !== undefined && count > 0 ? String(count) : undefined}
          chevron
          onClick={() => push('AllWallets')}
        >
          All Wallets
        </ListItem>
      </li>
    </ul>
  )
}
