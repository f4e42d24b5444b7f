import type { CaipNetworkId } from '../../caip/caipNetworkId.js'

/** SPEC §9: the networks the swap service serves (eip155 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554). */
export const SWAP_SUPPORTED_NETWORKS: readonly CaipNetworkId[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].map(
  (id) => `eip155:${id}` as CaipNetworkId,
)

/** SPEC §9: swap slippage tolerance, in percent (1 means 1 %). */
export const SWAP_SLIPPAGE = 1

/** Whether swaps (and their gas prices) are offered on `caipNetworkId`: SPEC's list, or one of the app's `swaps.networks`. */
export function isSwapSupported(caipNetworkId: string | undefined, extra: readonly string[] = []): boolean {
  if (!caipNetworkId) return false
  return SWAP_SUPPORTED_NETWORKS.includes(caipNetworkId as CaipNetworkId) || extra.includes(caipNetworkId)
}
