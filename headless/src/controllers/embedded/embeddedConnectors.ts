import type { Wallet } from '@wallet-standard/base'
import type { Connector, Eip155Connector, WalletStandardConnector } from '../../adapters/connector.js'
import type { Eip1193Provider } from '../../adapters/eip1193.js'
import type { EmbeddedRuntime, EmbeddedRuntimePorts } from './createEmbeddedRuntime.js'
import type { EmbeddedClientPorts } from './embeddedTypes.js'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_SOLANA_CONNECTOR_ID } from './embeddedConnectorIds.js'

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%23475569"/%3E%3Cpath d="M5 8l7 5 7-5v8H5z" fill="%23fff"/%3E%3C/svg%3E'

export type EmbeddedConnectorsPorts = {
  /** The connectors' name (embeddedWallet's `name`); default 'Embedded Wallet'. */
  name: string | undefined
  /** The runtime, loaded with the first call through a connector. */
  runtime: () => Promise<EmbeddedRuntime>
  /** The runtime if it has loaded (the wallet's `accounts` are read synchronously). */
  loaded: () => EmbeddedRuntime | undefined
  client: () => Pick<EmbeddedClientPorts, 'options'>
  /** Whether the client has solana(): then a solana connector too, on the app's solana networks. */
  solana: boolean
}

/** The runtime (the frame client and the login flows), loaded with the first call through the controller or a connector. */
export const loadEmbeddedRuntime = (ports: EmbeddedRuntimePorts): Promise<EmbeddedRuntime> =>
  import('./createEmbeddedRuntime.js').then(({ createEmbeddedRuntime }) => createEmbeddedRuntime(ports))

/**
 * The AUTH connectors, loaded by the embedded wallet's discovery at mount (not in the page's first
 * load): eip155's EIP-1193 provider and, with solana(), a wallet-standard wallet, both forwarding to
 * the runtime, which loads with their first call.
 */
export function embeddedConnectors({ name = 'Embedded Wallet', runtime, loaded, client, solana: withSolana }: EmbeddedConnectorsPorts): Connector[] {
  const provider: Eip1193Provider = {
    request: (args) => runtime().then((ready) => ready.eip155.request(args)),
    on: (event, listener) => void runtime().then((ready) => ready.eip155.on(event, listener)),
    removeListener: (event, listener) => void runtime().then((ready) => ready.eip155.removeListener(event, listener)),
  }
  const eip155: Eip155Connector = { id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', name, chain: 'eip155', provider, imageUrl: ICON }
  if (!withSolana) return [eip155]

  const feature = <K extends keyof EmbeddedRuntime['solana']>(method: K) =>
    ((...args: unknown[]) => runtime().then((ready) => (ready.solana[method] as (...inputs: unknown[]) => unknown)(...args))) as EmbeddedRuntime['solana'][K]
  const versions = ['legacy', 0] as const
  const wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: client()
      .options.networks.filter((network) => network.chainNamespace === 'solana')
      .map((network) => network.caipNetworkId),
    get accounts() {
      return loaded()?.solana.accounts() ?? []
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: feature('connect') },
      'standard:disconnect': { version: '1.0.0', disconnect: feature('disconnect') },
      'standard:events': {
        version: '1.0.0',
        on(event: 'change', listener: (properties: unknown) => void) {
          let off: (() => void) | undefined
          let stopped = false
          void runtime().then((ready) => {
            if (!stopped) off = ready.solana.on(event, listener)
          })
          return () => {
            stopped = true
            off?.()
          }
        },
      },
      'solana:signMessage': { version: '1.0.0', signMessage: feature('signMessage') },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: versions, signTransaction: feature('signTransaction') },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: versions,
        signAndSendTransaction: feature('signAndSendTransaction'),
      },
    },
  } as unknown as Wallet
  const solana: WalletStandardConnector = { id: EMBEDDED_SOLANA_CONNECTOR_ID, type: 'AUTH', name, chain: 'solana', provider: wallet, imageUrl: ICON }
  return [eip155, solana]
}
