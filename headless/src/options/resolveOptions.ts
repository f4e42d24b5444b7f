import { normaliseBaseUrl } from '../api/createApiClient.js'
import { ChainNotConfiguredError } from '../errors/configuration.js'
import { NetworkNotFoundError } from '../errors/network.js'
import type { BerthOptions, ResolvedOptions } from './types.js'

export const DEFAULT_CONNECT_TIMEOUT_MS = 120_000
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000

export function resolveOptions(options: BerthOptions): ResolvedOptions {
  if (!options.networks || options.networks.length === 0) {
    throw new ChainNotConfiguredError({ details: 'createClient needs at least one network in `networks`' })
  }
  const seen = new Set<string>()
  for (const network of options.networks) {
    if (seen.has(network.caipNetworkId)) {
      throw new ChainNotConfiguredError({ details: `network ${network.caipNetworkId} is listed twice` })
    }
    seen.add(network.caipNetworkId)
  }
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]
  const apiUrl = normaliseBaseUrl(options.apiUrl)
  const walletApiUrl = normaliseBaseUrl(options.walletApiUrl)
  if (!seen.has(defaultNetwork.caipNetworkId)) {
    throw new NetworkNotFoundError(defaultNetwork.caipNetworkId, `defaultNetwork ${defaultNetwork.caipNetworkId} is not in networks`)
  }
  return {
    ...options,
    defaultNetwork,
    excludeWalletIds: options.excludeWalletIds ?? [],
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    // The listing comes from the wallet-provider API: without it there is nothing to list.
    allWallets: (options.allWallets ?? true) && Boolean(options.projectId && walletApiUrl),
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    themeVariables: options.themeVariables ?? {},
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    logger: options.logger ?? console,
    apiUrl,
    walletApiUrl,
    enableAnalytics: options.enableAnalytics ?? true,
    includeWalletIds: options.includeWalletIds ?? [],
  }
}
