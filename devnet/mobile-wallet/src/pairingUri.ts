/**
 * Checks a pasted or linked pairing URI before the sign-client sees it. The client's own errors
 * ("Missing or invalid. pair() uri#symKey") are for developers; a person pasting a link needs to
 * know what is wrong with it, and the field must stay usable afterwards.
 *
 * Shape (WalletConnect v2): wc:{topic}@2?relay-protocol=irn&symKey={64 hex}[&expiryTimestamp={s}]
 */
export type PairingUriCheck = { ok: true; uri: string; topic: string; expiresAt: number | undefined } | { ok: false; error: string }

export const PAIRING_ERRORS = {
  empty: 'Paste a WalletConnect link first. It starts with "wc:".',
  notWalletConnect: 'This is not a WalletConnect link: it must start with "wc:".',
  noTopic: 'This WalletConnect link is malformed: it has no pairing topic.',
  version: (version: string) => `This WalletConnect link is for protocol version ${version || '(none)'}; this wallet speaks version 2.`,
  noRelay: 'This WalletConnect link is malformed: it names no relay protocol.',
  symKey: 'This WalletConnect link is malformed: its symKey is missing or is not 64 hex characters.',
  expiry: 'This WalletConnect link is malformed: its expiryTimestamp is not a number.',
  expired: 'This WalletConnect link has expired. Ask the app for a new one.',
} as const

export function checkPairingUri(input: string, nowMs: number): PairingUriCheck {
  let text = input.trim()
  // The whole deep link pasted instead of the URI: take the URI out of it.
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text)
      text = uriFromDeepLink(url) ?? text
    } catch {
      return { ok: false, error: PAIRING_ERRORS.notWalletConnect }
    }
  }
  // A link copied out of an address bar arrives percent-encoded.
  if (/^wc%3a/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {
      return { ok: false, error: PAIRING_ERRORS.notWalletConnect }
    }
  }
  if (text === '') return { ok: false, error: PAIRING_ERRORS.empty }
  if (!/^wc:/i.test(text) || /\s/.test(text)) return { ok: false, error: PAIRING_ERRORS.notWalletConnect }

  const body = text.slice(3).replace(/^\/\//, '')
  const queryAt = body.indexOf('?')
  const path = queryAt === -1 ? body : body.slice(0, queryAt)
  const [topic = '', version = ''] = path.split('@')
  if (!/^[0-9a-f]{64}$/i.test(topic)) return { ok: false, error: PAIRING_ERRORS.noTopic }
  if (version !== '2') return { ok: false, error: PAIRING_ERRORS.version(version) }

  const query = new URLSearchParams(queryAt === -1 ? '' : body.slice(queryAt + 1))
  if (!query.get('relay-protocol')) return { ok: false, error: PAIRING_ERRORS.noRelay }
  if (!/^[0-9a-f]{64}$/i.test(query.get('symKey') ?? '')) return { ok: false, error: PAIRING_ERRORS.symKey }

  const expiry = query.get('expiryTimestamp')
  let expiresAt: number | undefined
  if (expiry !== null) {
    if (!/^\d+$/.test(expiry)) return { ok: false, error: PAIRING_ERRORS.expiry }
    expiresAt = Number(expiry) * 1000
    if (expiresAt <= nowMs) return { ok: false, error: PAIRING_ERRORS.expired }
  }
  return { ok: true, uri: text, topic, expiresAt }
}

/** The deep link the modal opens: /wc?uri=<encoded wc: URI> (see headless buildDeepLink). */
export function uriFromDeepLink(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (location.pathname.replace(/\/+$/, '') !== '/wc') return undefined
  return new URLSearchParams(location.search).get('uri') ?? undefined
}
