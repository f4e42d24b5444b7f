/**
 * The contracts every devnet chain carries, at the same addresses on 31337 and 31338: the deployer
 * (deployer.ts) creates them in this order from nonce 0, and a contract's address depends only on
 * its deployer and nonce. Browser-safe (no Node imports): the example app and tests import it as
 * `@berth/devnet/tokens`. The addresses are checked against the deployer in devnetTokens.test.ts.
 */

export const DEVNET_DEPLOYER_ADDRESS = '0xD9D897A7D5897E6d0C65c968dd902ab288c8A063'

export type DevnetContractKey = 'USDC' | 'USDT' | 'DAI' | 'BPASS' | 'VOUCHER'

/** The devnet's Tether USD, whose transfer returns nothing (as USDT's does on Ethereum mainnet). */
const USDT_ADDRESS = '0x031e7EBcbDC144b2112b33425e9a5047dA273EDB'

export interface DevnetErc20 {
  readonly key: DevnetContractKey
  readonly kind: 'erc20'
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly address: `0x${string}`
  /** The deployer's nonce that creates it. */
  readonly nonce: number
  /** transfer/approve return nothing (like USDT on mainnet). */
  readonly returnsNothing: boolean
}

export interface DevnetErc721 {
  readonly key: DevnetContractKey
  readonly kind: 'erc721'
  readonly name: string
  readonly symbol: string
  readonly address: `0x${string}`
  readonly nonce: number
  /** Unsolicited airdrops: clients hide them (nft_info.flags.is_spam, docs/validation.md). */
  readonly spam: boolean
}

export type DevnetContract = DevnetErc20 | DevnetErc721

export const devnetErc20s = [
  {
    key: 'USDC',
    kind: 'erc20',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    address: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402',
    nonce: 0,
    returnsNothing: false,
  },
  {
    key: 'USDT',
    kind: 'erc20',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    address: USDT_ADDRESS,
    nonce: 1,
    returnsNothing: true,
  },
  {
    key: 'DAI',
    kind: 'erc20',
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
    address: '0x8fDa13Ed3E31371e56650198d23fa718314e20Be',
    nonce: 2,
    returnsNothing: false,
  },
] as const satisfies readonly DevnetErc20[]

export const devnetErc721s = [
  { key: 'BPASS', kind: 'erc721', name: 'Berth Pass', symbol: 'BPASS', address: '0x4E5f0e6CC5b52Df0447d7C83Fe057E0a7802E378', nonce: 3, spam: false },
  {
    key: 'VOUCHER',
    kind: 'erc721',
    name: 'USDC Reward Voucher (claim at usdc-bonus.example)',
    symbol: 'VOUCHER',
    address: '0x2B1bE2B57ce988fB4E20F34aC5Ff3bAA7A51733D',
    nonce: 4,
    spam: true,
  },
] as const satisfies readonly DevnetErc721[]

/** In deployment (nonce) order. */
export const devnetContracts: readonly DevnetContract[] = /* @__PURE__ */ [...devnetErc20s, ...devnetErc721s].sort((a, b) => a.nonce - b.nonce)

export const DEVNET_TOKEN_CHAIN_IDS = [31337, 31338] as const
export type DevnetTokenChainId = (typeof DEVNET_TOKEN_CHAIN_IDS)[number]

type ByKey<T extends { key: string }> = { readonly [K in T['key']]: Extract<T, { key: K }> }
const byKey = <T extends { key: string }>(list: readonly T[]) => Object.fromEntries(list.map((item) => [item.key, item])) as ByKey<T>

/** chainId → symbol → ERC-20: `devnetTokens[31337].USDC.address`. */
export const devnetTokens: { readonly [C in DevnetTokenChainId]: ByKey<(typeof devnetErc20s)[number]> } = {
  31337: /* @__PURE__ */ byKey(devnetErc20s),
  31338: /* @__PURE__ */ byKey(devnetErc20s),
}

/** chainId → key → ERC-721 collection: `devnetCollections[31337].BPASS.address`. */
export const devnetCollections: { readonly [C in DevnetTokenChainId]: ByKey<(typeof devnetErc721s)[number]> } = {
  31337: /* @__PURE__ */ byKey(devnetErc721s),
  31338: /* @__PURE__ */ byKey(devnetErc721s),
}

/**
 * The devnet's tokens whose transfer returns nothing (USDT), CAIP-10 on each chain: what an app on
 * the devnet passes as Berth's `usdtStyleTokens` send option, as it would list such a token of its
 * own. Built from the address alone (the pure annotations above let a bundle drop the rest).
 */
export const devnetUsdtStyleTokens: readonly string[] = DEVNET_TOKEN_CHAIN_IDS.map((chainId) => `eip155:${chainId}:${USDT_ADDRESS}`)

/** The devnet contract at `address` (any case), if it is one. */
export function findDevnetContract(address: string): DevnetContract | undefined {
  const wanted = address.toLowerCase()
  return devnetContracts.find((contract) => contract.address.toLowerCase() === wanted)
}

export { devnetSmartAccount } from './devnetSmartAccount'
export {
  counterfactualSmartAccount,
  devnetAccountFactory,
  devnetAccountFactoryAbi,
  devnetAccountFactoryData,
  type CounterfactualAccount,
} from './devnetAccountFactory'
export { devnetPools, devnetSwapTokens, devnetUniswap, UNISWAP_V2_PAIR_INIT_CODE_HASH, type DevnetPool } from './devnetUniswap'
