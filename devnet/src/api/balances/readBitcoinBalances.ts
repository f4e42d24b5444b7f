import { z } from 'zod'
import type { ApiBitcoinChain } from '../chains/apiBitcoinChains'
import { CHAIN_TIMEOUT_MS } from '../chains/apiChains'
import { ChainUnavailableError } from '../chains/chainUnavailable'
import type { ImageUrls } from '../images/imageUrls'
import { devnetUsdPrices } from '../prices/devnetPrices'
import type { TokenBalance } from './tokenBalance'
import { tokenBalanceEntry } from './tokenBalanceEntry'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

const stats = z.object({
  funded_txo_sum: z.number().int().nonnegative(),
  spent_txo_sum: z.number().int().nonnegative(),
})
/** What the API reads of Esplora's GET /address/:a; anything else is a node that answers wrongly. */
const esploraAddressSchema = z.object({ chain_stats: stats, mempool_stats: stats })

/**
 * What `owner` holds on a Bitcoin chain, read live through its Esplora API: BTC always (even 0),
 * confirmed and pending alike (what the chain and the mempool pay it, less what they spend).
 * ChainUnavailableError (503) when the node does not answer or answers 5xx.
 */
export async function readBitcoinBalances(chain: ApiBitcoinChain, owner: string, images: ImageUrls): Promise<TokenBalance[]> {
  let response: Response
  try {
    response = await fetch(`${chain.url}/address/${encodeURIComponent(owner)}`, { signal: AbortSignal.timeout(CHAIN_TIMEOUT_MS) })
  } catch (error) {
    throw new ChainUnavailableError(chain, error)
  }
  if (response.status >= 500) throw new ChainUnavailableError(chain, new Error(`HTTP ${response.status}`))
  if (!response.ok) throw new Error(`${chain.name} refused ${owner}: HTTP ${response.status} ${await response.text()}`)
  const { chain_stats: confirmed, mempool_stats: pending } = esploraAddressSchema.parse(await response.json())
  const sats = BigInt(confirmed.funded_txo_sum - confirmed.spent_txo_sum + pending.funded_txo_sum - pending.spent_txo_sum)
  return [tokenBalanceEntry(chain.caip2, btc, sats, devnetUsdPrices.BTC, images)]
}
