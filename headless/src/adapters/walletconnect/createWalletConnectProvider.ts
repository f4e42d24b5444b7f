import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { AppMetadata } from '../../types/appMetadata.js'
import type { WalletConnectKeyValueStorage } from './keyValueStorage.js'

export type WalletConnectProvider = InstanceType<typeof UniversalProvider>

export type CreateWalletConnectProviderParameters = {
  projectId: string
  relayUrl: string
  metadata: Required<Pick<AppMetadata, 'name' | 'description' | 'url' | 'icons'>>
  /** Keeps two clients in one process apart (the WalletConnect core is global per prefix). */
  storagePrefix: string
  storage: WalletConnectKeyValueStorage
  /** WalletConnect's own log level ('silent', 'error', ...). */
  logLevel?: string
}

/**
 * UniversalProvider, loaded on first use: the dynamic import keeps the WalletConnect clients out of
 * every bundle that does not connect through WalletConnect. Only the configured relay is used;
 * telemetry is off, and the namespaces handed to connect() carry an rpcMap for every chain, so no
 * hosted relay or RPC is ever a fallback.
 */
export async function createWalletConnectProvider(parameters: CreateWalletConnectProviderParameters): Promise<WalletConnectProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    customStoragePrefix: parameters.storagePrefix,
    // IKeyValueStorage is an abstract class; ours has the same five methods.
    storage: parameters.storage as never,
    telemetryEnabled: false,
    // The HTTP sub-providers would otherwise ping their RPC URL when they open.
    disableProviderPing: true,
    logger: parameters.logLevel ?? 'error',
  })
  withoutHostedVerify(provider)
  return provider
}

type VerifyLike = { register?: (...args: never[]) => Promise<unknown> }

/**
 * The dapp client registers every proposal with WalletConnect's hosted Verify service (an iframe to
 * verify.walletconnect.org carrying the page's origin) and has no option to turn that off. That is
 * a host the app did not configure, so Berth never contacts it; wallets then see the dapp as
 * unverified, which is what an unlisted origin is.
 */
function withoutHostedVerify(provider: WalletConnectProvider): void {
  const verify = (provider.client?.core as { verify?: VerifyLike } | undefined)?.verify
  if (verify?.register) verify.register = async () => undefined
}
