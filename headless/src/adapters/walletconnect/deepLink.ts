import { safeLinkUrl } from '../../safety/safeUrl.js'

/** docs/entities.md "Stored wallet-connect deep link": the wallet link the user chose, kept for later requests. */
export type WalletConnectDeepLink = { href: string; name: string }

/**
 * The link that opens a wallet on a pairing URI: `https://wallet.example/wc?uri=...` for a universal
 * or web-app link, `wallet://wc?uri=...` for a custom scheme (a bare `wallet:` or `wallet` gets its
 * `://`). Returns undefined for a wallet link safeLinkUrl drops (a blocked scheme such as
 * javascript:, anything that is not an absolute link) and for a URI that is not a `wc:` URI.
 */
export function buildDeepLink(walletLink: string, uri: string): string | undefined {
  if (!/^wc:[^\s]+$/.test(uri)) return undefined
  const encoded = encodeURIComponent(uri)
  const trimmed = walletLink.trim()
  // A bare scheme ("metamask" or "metamask:") is a custom scheme without its "://".
  const bare = /^([a-z][a-z0-9+.-]*):?$/i.exec(trimmed)
  const link = safeLinkUrl(bare ? `${bare[1]}://` : trimmed)
  if (!link) return undefined
  if (/^https?:/i.test(link)) {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return undefined
    }
    return `${url.origin}${url.pathname.replace(/\/?$/, '/')}wc?uri=${encoded}`
  }
  const base = link.replace(/[?#].*$/, '')
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}

/** True when a stored link is still one we would build a deep link from. */
export function isSafeWalletLink(walletLink: string): boolean {
  return buildDeepLink(walletLink, 'wc:check@2') !== undefined
}
