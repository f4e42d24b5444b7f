/**
 * The devnet's Uniswap V2 (WETH9, factory, Router02 from the npm packages' compiled bytecode) and its
 * three pools, on 31337 and 31338 at the same addresses: the deployer creates them as its
 * transactions right after the account factory (nonces 13 to 15), and a pair's address follows from
 * the factory and its two tokens (CREATE2). Browser-safe, exported through `@berth/devnet/tokens`;
 * the addresses are checked in devnetUniswap.test.ts.
 */
export const devnetUniswap = {
  weth: { address: '0xCCa470AAeAbFdA16BD75f94BaB142B7bf9868632', nonce: 13 },
  factory: { address: '0x4FA016D8cB3391D504011cAfcA9bf04771825893', nonce: 14 },
  router: { address: '0x6304cd6479894d096B7bfAcA88964D5be2894D9A', nonce: 15 },
} as const satisfies Record<string, { address: `0x${string}`; nonce: number }>

/** The pair contract's creation-code hash, which the router hard-codes to find pairs. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export interface DevnetPool {
  readonly name: string
  readonly address: `0x${string}`
  /** The two sides; 'ETH' is WETH in the pair. Amounts are what the deployer adds, in whole units. */
  readonly a: { readonly symbol: 'ETH' | 'USDC' | 'DAI'; readonly amount: string }
  readonly b: { readonly symbol: 'USDC' | 'DAI'; readonly amount: string }
}

/** Funded at the devnet's prices (ETH 3000 USD, USDC and DAI 1 USD; api/prices/devnetPrices.ts). */
export const devnetPools: readonly DevnetPool[] = [
  { name: 'ETH/USDC', address: '0x46945614d4BF250098995C8C72027f4Abe82684F', a: { symbol: 'ETH', amount: '100' }, b: { symbol: 'USDC', amount: '300000' } },
  { name: 'ETH/DAI', address: '0xEd1172a149aaa55122BB91C0ccAC72C16a191a9c', a: { symbol: 'ETH', amount: '100' }, b: { symbol: 'DAI', amount: '300000' } },
  { name: 'USDC/DAI', address: '0xe403b8e3d1d0a90E3016975F97aB07C2510E6D0A', a: { symbol: 'USDC', amount: '500000' }, b: { symbol: 'DAI', amount: '500000' } },
]

/**
 * What the devnet swaps: ETH and the tokens that have a pool. The tokens' entries repeat
 * devnetTokens.ts (which re-exports this file, so it cannot import it back); the test checks they agree.
 */
export const devnetSwapTokens = [
  { symbol: 'ETH', name: 'Ether', decimals: 18, address: undefined },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: '0x8fDa13Ed3E31371e56650198d23fa718314e20Be' },
] as const satisfies readonly { symbol: string; name: string; decimals: number; address: `0x${string}` | undefined }[]
