/**
 * A devnet network as the on-ramp names it: 'berth-devnet' (31337), 'berth-devnet-l2' (31338),
 * 'berth-solana-devnet'.
 * Browser-safe and free of module-level work, so `@berth/devnet/networks` can name the chains
 * for an app without bringing the ramp's tables into its first load.
 */
export function onrampNetworkName(chain: { name: string }): string {
  return chain.name.toLowerCase().replace(/\s+/g, '-')
}
