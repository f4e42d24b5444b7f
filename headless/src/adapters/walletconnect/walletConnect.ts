import { InvalidRelayUrlError } from '../../errors/configuration.js'
import type { WalletConnectAuthenticator } from './authentication.js'
import { createWalletConnect } from './createWalletConnect.js'
import type { WalletConnectOption } from './types.js'

/** walletConnect()'s options: the relay to pair through (required), and the pairing's timings, storage, sign-in and logging. */
export type WalletConnectParameters = {
  /**
   * The WalletConnect relay, ws:// or wss://. Required: Berth has no relay of its own and never
   * picks a hosted one for the app.
   */
  relayUrl: string
  /** Sent to the relay; defaults to createClient's projectId, else 'berth'. */
  projectId?: string
  /** Called with every new pairing URI (the connector's `uri` store has it too). */
  onUri?: (uri: string) => void
  /** Separates the WalletConnect state of clients that share a storage or a process. Default 'berth'. */
  storagePrefix?: string
  /** Replacement interval of an unanswered pairing URI (docs/constants.md: 4 min). */
  pairingExpiryMs?: number
  /** How long a QR code waits for a wallet in all, across refreshes. Default 10 min. */
  approvalTimeoutMs?: number
  /** One-click sign-in (connect and sign in with one approval); SIWX supplies it. */
  authenticate?: WalletConnectAuthenticator
  /** WalletConnect's own log level. Default 'error'. */
  logLevel?: string
}

/**
 * createClient's `walletConnect` option: `createClient({ networks, walletConnect: walletConnect({ relayUrl }) })`
 * adds the WalletConnect connector (sorted first, docs/views.md) and routes it to its adapter.
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectOption {
  const relayUrl: unknown = parameters?.relayUrl
  if (typeof relayUrl !== 'string' || !/^wss?:\/\/[^\s]+$/i.test(relayUrl)) {
    throw new InvalidRelayUrlError(relayUrl)
  }
  return {
    relayUrl,
    projectId: parameters.projectId,
    setup: (context) =>
      createWalletConnect({
        relayUrl,
        projectId: parameters.projectId ?? context.projectId ?? 'berth',
        networks: context.networks,
        metadata: context.metadata,
        storage: context.storage,
        timeouts: context.timeouts,
        logger: context.logger,
        ...(parameters.storagePrefix ? { storagePrefix: parameters.storagePrefix } : {}),
        ...(parameters.onUri ? { onUri: parameters.onUri } : {}),
        ...(parameters.pairingExpiryMs ? { pairingExpiryMs: parameters.pairingExpiryMs } : {}),
        ...(parameters.approvalTimeoutMs ? { approvalTimeoutMs: parameters.approvalTimeoutMs } : {}),
        // The app's own authenticate wins; else SIWX's, when the client has it.
        ...((parameters.authenticate ?? context.authenticator) ? { authenticate: (parameters.authenticate ?? context.authenticator)! } : {}),
        ...(parameters.logLevel ? { logLevel: parameters.logLevel } : {}),
      }),
  }
}
