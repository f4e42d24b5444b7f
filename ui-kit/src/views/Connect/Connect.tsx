import type { ListedConnector } from '@berth/headless'
import { decideSocialOptions, readTelegramPlatform } from '@berth/headless/embedded'
import { useClient, useConnectors, useFeatures, useModal } from '@berth/headless/react'
import { type CSSProperties, lazy, Suspense, useId, useState } from 'react'
import { namespaceName } from '../../format/namespaceName'
import { LoadBoundary } from '../../modal/LoadBoundary'
import { preloadableLazy } from '../../modal/preloadableLazy'
import { useAfterPaint } from '../../modal/useAfterPaint'
import { moveFocusByArrows } from '../../primitives/arrowFocus'
import { ListItem } from '../../primitives/ListItem'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'

// The email login is a chunk of its own, fetched after the installed wallets have painted.
const EmailField = lazy(() => import('./EmailField'))
// The social logins likewise, in a chunk of their own.
const SocialButtons = lazy(() => import('./SocialButtons'))
// The listing's part too: with it comes TanStack Query, which the installed wallets do without.
// It is optional: when its code cannot load the listing is absent, and the next opening (a new
// Connect) loads it afresh.
const listedWallets = preloadableLazy(() => import('./ListedWallets'))
const ListedWallets = listedWallets.Component
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
  const painted = useAfterPaint()
  // From the first render, which a hidden one (the modal built ahead) is too: its code comes while
  // the page is still idle, and a failed load is tried again here.
  useState(() => {
    if (options.allWallets) void listedWallets.preload().catch(() => undefined)
  })
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
      {/* Off: no listing request, and neither its chunk nor AllWallets' is ever loaded. */}
      {options.allWallets ? (
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ListedWallets installed={connectors} painted={painted} />
          </Suspense>
        </LoadBoundary>
      ) : null}
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
