import type { SignedAuthRecord, WalletConnectAuthenticator } from '../adapters/walletconnect/authentication.js'
import type { AlertsController } from '../controllers/alerts/createAlertsController.js'
import type { SiwxConfig, SiwxSession } from './types.js'

/** docs/errors.md: the loading toast while WalletConnect's one-click sign-in is verified. */
export const AUTHENTICATING = 'Authenticating...'

/**
 * docs/states.md: WalletConnect one-click sign-in returns signed records that are stored as SIWX sessions
 * (the adapter ends the session when storing fails). Offered only when the SIWX configuration can
 * make a request before the account is known.
 */
export function walletConnectAuthenticator(
  config: SiwxConfig,
  alerts: Pick<AlertsController, 'notify' | 'hideNotification'>,
): WalletConnectAuthenticator | undefined {
  const createAuthRequest = config.createAuthRequest
  if (!createAuthRequest) return undefined
  return {
    async request(networks) {
      const first = networks[0]
      return first ? createAuthRequest(first.caipNetworkId) : undefined
    },
    async verify(records) {
      alerts.notify('loading', AUTHENTICATING)
      try {
        for (const record of records) await config.addSession(toSession(record))
      } finally {
        alerts.hideNotification()
      }
    },
  }
}

function toSession(record: SignedAuthRecord): SiwxSession {
  return {
    data: { ...record.fields, accountAddress: record.address, chainId: record.caipNetworkId, version: '1' },
    message: record.message,
    signature: record.signature,
  }
}
