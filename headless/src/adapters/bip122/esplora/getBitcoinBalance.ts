import { InvalidAddressError } from '../../../errors/transaction.js'
import type { Network } from '../../../networks/types.js'
import type { Balance } from '../../types.js'
import { checkBitcoinAddress } from '../address.js'
import { asBip122Network } from '../bitcoinChains.js'
import { EsploraResponseError } from '../errors.js'
import { esploraClient } from './esploraClient.js'
import type { EsploraAddress } from './schemas.js'

/** An address's balance from its Esplora stats: confirmed (chain_stats) plus pending (mempool_stats) funded minus spent, in satoshis. */
export function balanceOfStats({ chain_stats, mempool_stats }: EsploraAddress): bigint {
  const confirmed = BigInt(chain_stats.funded_txo_sum) - BigInt(chain_stats.spent_txo_sum)
  const pending = BigInt(mempool_stats.funded_txo_sum) - BigInt(mempool_stats.spent_txo_sum)
  return confirmed + pending
}

/** The address's BTC in satoshis, confirmed and pending UTXOs, read from the network's Esplora API (`/address/:address`). */
export async function getBitcoinBalance(network: Network, address: string, timeoutMs?: number): Promise<Balance> {
  const bip122 = asBip122Network(network)
  if (!bip122 || checkBitcoinAddress(address, bip122.addressParams) !== 'valid') throw new InvalidAddressError(address)
  const stats = await esploraClient(bip122, timeoutMs).address(address)
  const value = balanceOfStats(stats)
  if (value < 0n) throw new EsploraResponseError('GET /address/:address', 'it reports more spent than funded')
  return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
}
