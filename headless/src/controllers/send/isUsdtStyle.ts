/**
 * SPEC §9: stable-coin contracts whose transfer returns nothing, so a client that expects a bool
 * back would call every transfer a failure. Tether on Ethereum is the one that matters; the devnet
 * deploys a token that behaves the same way, so the stock modal sends it on the devnet too. Apps
 * add others with the `usdtStyleTokens` option.
 */
export const USDT_STYLE_TOKENS: readonly string[] = [
  // Tether USD, Ethereum mainnet
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  // Tether USD (TetherStyleToken) on the Berth devnet chains 31337 and 31338
  '0x031e7EBcbDC144b2112b33425e9a5047dA273EDB',
]

/** `address` plain or CAIP-10 ('eip155:1:0x…'), any case; so are the entries of `extra`. */
export function isUsdtStyle(address: string, extra: readonly string[] = []): boolean {
  const bare = (value: string) => value.split(':').at(-1)!.toLowerCase()
  const wanted = bare(address)
  return [...USDT_STYLE_TOKENS, ...extra].some((listed) => bare(listed) === wanted)
}
