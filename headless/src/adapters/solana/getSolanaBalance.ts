import { address } from '@solana/kit'
import * as z from 'zod/mini'
import { InvalidAddressError } from '../../errors/transaction.js'
import type { Network } from '../../networks/types.js'
import type { Balance } from '../types.js'
import { checkSolanaAddress } from './address.js'
import { networkSolanaRpc, readRpc } from './solanaRpc.js'

export const lamportsSchema = z.bigint().check(z.gte(0n))
const balanceSchema = z.object({ value: lamportsSchema })

/** The account's SOL in lamports, read (at 'confirmed') from the network's own node. */
export async function getSolanaBalance(network: Network, owner: string): Promise<Balance> {
  if (checkSolanaAddress(owner) !== 'valid') throw new InvalidAddressError(owner)
  const { rpc, url } = networkSolanaRpc(network)
  const { value } = await readRpc('getBalance', url, rpc.getBalance(address(owner), { commitment: 'confirmed' }), balanceSchema)
  return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
}
