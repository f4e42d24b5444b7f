import { findDevnetContract } from '../../chain/tokens/devnetTokens'

/**
 * USD prices the devnet quotes, fixed so that tests and screenshots can predict values. Only the
 * native currencies (ETH, SOL on Berth Solana Devnet, BTC on Berth Bitcoin Regtest) and the devnet's own tokens (with its
 * Solana USDC mint) have a price: a token someone deploys with the symbol USDC is not worth a dollar.
 */
export const devnetUsdPrices = { ETH: '3000', SOL: '150', BTC: '60000', USDC: '1', USDT: '1', DAI: '1' } as const

export const NATIVE_SYMBOL = 'ETH'
export const NATIVE_NAME = 'Ether'
export const NATIVE_DECIMALS = 18

/** The price of the native currency (no address) or of a devnet ERC-20; undefined for anything else. */
export function priceOf(address: string | undefined): string | undefined {
  if (address === undefined) return devnetUsdPrices.ETH
  const contract = findDevnetContract(address)
  return contract?.kind === 'erc20' ? devnetUsdPrices[contract.key as keyof typeof devnetUsdPrices] : undefined
}
