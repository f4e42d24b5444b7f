import { safeLinkUrl, type Connector, type ListedWallet, type WalletLinks } from '@berth/headless'
import { useClient, useConnect, useModal, useNetwork, useStore } from '@berth/headless/react'
import { buildDeepLink, type WalletConnectConnector } from '@berth/headless/walletconnect'
import { useCallback, useEffect, useRef } from 'react'
import { ChevronRightIcon } from '../../icons/ChevronRightIcon'
import { Button } from '../../primitives/Button'
import { CopyButton } from '../../primitives/CopyButton'
import { QrCode } from '../../primitives/QrCode'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'

/** A link the view may open (safeLinkUrl's rules); `web` for http(s), else a wallet's own scheme (`foxwallet://`). */
export function openableLink(value: string | undefined): { href: string; web: boolean } | undefined {
  const href = safeLinkUrl(value)
  return href === undefined ? undefined : { href, web: /^https?:/i.test(href) }
}

const LINKS: { key: keyof WalletLinks; kind: string }[] = [
  { key: 'desktop', kind: 'Desktop app' },
  { key: 'webapp', kind: 'Web app' },
  { key: 'mobile', kind: 'Mobile app' },
]

function isWalletConnect(connector: Connector | undefined): connector is WalletConnectConnector {
  return connector?.type === 'WALLET_CONNECT' && 'uri' in connector
}

/**
 * WalletConnect pairing (a QR code, the link to copy, the chosen wallet's deep links) when the app
 * configured WalletConnect; otherwise the chosen wallet's own links.
 */
export default function ConnectingWalletConnect() {
  const client = useClient()
  // The listing entry chosen in Connect or AllWallets travels in the route; WalletConnect itself comes with none.
  const wallet = useModal().view?.params?.wallet
  const connector = client.connectors.get('walletConnect')
  // One session, a connector per namespace (bip122 beside eip155): connect the active network's side.
  const namespace = useNetwork().network?.chainNamespace
  const side = client.connectors.store.get().connectors.find((entry) => entry.type === 'WALLET_CONNECT' && entry.chain === namespace)
  if (isWalletConnect(connector)) return <WalletConnectPairing connector={connector} connectorId={side?.id ?? connector.id} wallet={wallet} />
  return <WalletLinksOnly wallet={wallet} />
}

const selectUri = (state: { uri: string | undefined }) => state.uri

/** What to do about a failed pairing, in the user's words; the catalogue's message stays the headline. */
export function pairingHint(error: Error): string {
  switch (error.name) {
    case 'WalletConnectRelayUnavailableError':
      return "The WalletConnect relay can't be reached. Check your connection, then try again."
    case 'WalletConnectApprovalTimeoutError':
      return 'No wallet answered in time. Try again for a new QR code.'
    case 'ConnectionRejectedError':
      return 'The wallet declined the connection.'
    default:
      return 'Try again for a new QR code.'
  }
}

/** `connector` shows the pairing (its URI and its cancel); `connectorId` is the side connected, the active namespace's. */
function WalletConnectPairing({
  connector,
  connectorId,
  wallet,
}: {
  connector: WalletConnectConnector
  connectorId: string
  wallet: ListedWallet | undefined
}) {
  const uri = useStore(connector.uri, selectUri)
  const { reset: resetView } = useModal()
  const { mutate, error, isPending, reset } = useConnect()
  const started = useRef(false)
  const mounted = useRef(false)
  const connect = useCallback(() => {
    reset()
    // The listed wallet the user chose is the recent one (docs/entities.md), not "WalletConnect".
    const variables = wallet ? { connectorId, wallet: { id: wallet.id, name: wallet.name } } : connectorId
    mutate(variables, { onSuccess: () => resetView('Account') })
  }, [connectorId, mutate, reset, resetView, wallet])
  // One pairing per visit: StrictMode's double effect must not start two, nor cancel the one it started.
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      connect()
    }
    return () => {
      mounted.current = false
      // Leaving the QR code (back, close) ends its wait; a StrictMode remount comes back first.
      setTimeout(() => mounted.current || connector.cancel(), 0)
    }
  }, [connect, connector])

  const message = error?.shortMessage
  const name = wallet?.name ?? 'your wallet'
  // Built before the tap from the current URI, so a mobile deep link opens synchronously.
  const links =
    uri && wallet
      ? LINKS.flatMap(({ key, kind }) => {
          const href = wallet.links[key] ? buildDeepLink(wallet.links[key]!, uri) : undefined
          const link = openableLink(href)
          return link ? [{ key, kind, ...link }] : []
        })
      : []

  return (
    <div className="berth-connecting" data-slot="connecting-walletconnect" aria-busy={isPending || undefined}>
      <div className="berth-qr" data-slot="walletconnect-qr" data-uri={uri ?? ''}>
        {uri && !message ? (
          <QrCode value={uri} label={`QR code to connect with ${name}`} />
        ) : isPending ? (
          <Spinner size="lg" label="Preparing the QR code" />
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="berth-connecting__text">
        {message && error ? (
          <>
            <Text variant="paragraph" weight="medium" tone="error" align="center">
              {message}
            </Text>
            <Text variant="small" tone="secondary" align="center">
              {pairingHint(error)}
            </Text>
          </>
        ) : (
          <Text variant="small" tone="secondary" align="center">
            Scan with {name} or another WalletConnect wallet
          </Text>
        )}
      </div>
      {message ? (
        <Button variant="secondary" onClick={connect}>
          Try again
        </Button>
      ) : uri ? (
        <CopyButton text={uri} label="Copy link" showLabel />
      ) : null}
      {links.length > 0 && !message ? (
        <LinkList
          name={name}
          links={links}
          // docs/entities.md: the wallet link the user opened is kept (href, name) until disconnect.
          onOpen={(link) => wallet?.links[link.key] && connector.deepLink.set({ href: wallet.links[link.key]!, name: wallet.name })}
        />
      ) : null}
    </div>
  )
}

type OpenLink = { key: keyof WalletLinks; kind: string; href: string; web: boolean }

function LinkList({ name, links, onOpen }: { name: string; links: readonly OpenLink[]; onOpen?: (link: OpenLink) => void }) {
  return (
    <ul className="berth-list berth-wallet-links" aria-label={`${name} links`}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="berth-list-item berth-list-item--default berth-wallet-link"
            data-slot="wallet-link"
            href={link.href}
            rel="noopener noreferrer"
            {...(link.web ? { target: '_blank' } : {})}
            {...(onOpen ? { onClick: () => onOpen(link) } : {})}
          >
            <span className="berth-list-item__text">
              <span className="berth-list-item__label">Open {name}</span>
              <span className="berth-list-item__description">{link.kind}</span>
            </span>
            <span className="berth-list-item__trailing">
              <ChevronRightIcon size={16} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The app has no WalletConnect: the chosen wallet's own links are all there is to offer. */
function WalletLinksOnly({ wallet }: { wallet: ListedWallet | undefined }) {
  if (!wallet) {
    return (
      <div className="berth-view-empty" data-slot="connecting-walletconnect-empty">
        <Text variant="paragraph" weight="medium" align="center">
          No wallet chosen
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Go back and choose a wallet from the list.
        </Text>
      </div>
    )
  }
  const links = LINKS.flatMap(({ key, kind }) => {
    const link = openableLink(wallet.links[key])
    return link ? [{ key, kind, ...link }] : []
  })
  return (
    <div className="berth-connecting" data-slot="connecting-walletconnect">
      <WalletImage src={wallet.imageUrl} name={wallet.name} size="xl" />
      <div className="berth-connecting__text">
        <Text variant="paragraph" weight="medium" align="center">
          {wallet.name}
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Scanning a QR code with {wallet.name} needs WalletConnect, which is not configured for this app.
        </Text>
      </div>
      {links.length > 0 ? (
        <LinkList name={wallet.name} links={links} />
      ) : (
        <Text variant="small" tone="secondary" align="center">
          {wallet.name} lists no link to open it.
        </Text>
      )}
    </div>
  )
}
