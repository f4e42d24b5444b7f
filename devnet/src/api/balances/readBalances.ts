import { erc20Abi, type Address } from 'viem'
import { devnetErc20s } from '../../chain/tokens/devnetTokens'
import type { ApiChain } from '../chains/apiChains'
import { isUnreachable } from '../chains/chainUnavailable'
import type { ImageUrls } from '../images/imageUrls'
import { NATIVE_DECIMALS, NATIVE_NAME, NATIVE_SYMBOL, devnetUsdPrices } from '../prices/devnetPrices'
import type { TokenBalance } from './tokenBalance'
import { tokenBalanceEntry } from './tokenBalanceEntry'

async function tokenBalance(chain: ApiChain, token: Address, owner: Address): Promise<bigint> {
  try {
    return await chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  } catch (error) {
    if (isUnreachable(error)) throw error
    // No token at that address on this chain (a devnet started without contracts): nothing held.
    return 0n
  }
}

/**
 * What `owner` holds on `chain`, read live: the native currency always (even 0, so a wallet shows
 * its ETH line), each devnet ERC-20 only when the balance is above zero. All reads of a chain go
 * out as one JSON-RPC batch.
 */
export async function readBalances(chain: ApiChain, owner: Address, images: ImageUrls): Promise<TokenBalance[]> {
  const [native, ...tokens] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    ...devnetErc20s.map((token) => tokenBalance(chain, token.address, owner)),
  ])
  const balances = [
    tokenBalanceEntry(chain.caip2, { name: NATIVE_NAME, symbol: NATIVE_SYMBOL, decimals: NATIVE_DECIMALS }, native ?? 0n, devnetUsdPrices.ETH, images),
  ]
  devnetErc20s.forEach((token, index) => {
    const raw = tokens[index] ?? 0n
    if (raw > 0n) balances.push(tokenBalanceEntry(chain.caip2, token, raw, devnetUsdPrices[token.key], images))
  })
  return balances
}
