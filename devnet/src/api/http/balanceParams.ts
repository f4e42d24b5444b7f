import { isAddress as isSolanaAddress, type Address as SolanaAddress } from '@solana/kit'
import type { Context } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../chains/apiChains'
import type { ApiSolanaChain } from '../chains/apiSolanaChains'
import { parseRegtestAddress } from '../../bitcoin/esplora/parseRegtestAddress'
import type { ApiBitcoinChain } from '../chains/apiBitcoinChains'
import { evmAddressSchema } from './chainParams'
import { reasonCodes, reasonsResponse } from './reasons'
import type { Parsed } from './validate'

export type NamespacedAddress =
  | { namespace: 'eip155'; address: Address }
  | { namespace: 'solana'; address: SolanaAddress }
  | { namespace: 'bip122'; address: string }
export type NamespacedChain =
  | { namespace: 'eip155'; chain: ApiChain }
  | { namespace: 'solana'; chain: ApiSolanaChain }
  | { namespace: 'bip122'; chain: ApiBitcoinChain }

/** A CAIP-2 id of one of the chains this API reads balances on: an EVM chain, a Solana cluster or a Bitcoin chain. */
export function balanceChainIdSchema(chains: readonly ApiChain[], solanaChains: readonly ApiSolanaChain[], bitcoinChains: readonly ApiBitcoinChain[] = []) {
  const known: NamespacedChain[] = [
    ...chains.map((chain) => ({ namespace: 'eip155' as const, chain })),
    ...solanaChains.map((chain) => ({ namespace: 'solana' as const, chain })),
    ...bitcoinChains.map((chain) => ({ namespace: 'bip122' as const, chain })),
  ]
  const ids = known.map((entry) => entry.chain.caip2)
  return z
    .string()
    .regex(/^(eip155:\d{1,12}|solana:[1-9A-HJ-NP-Za-km-z]{32}|bip122:[0-9a-f]{32})$/, {
      error: 'expected a CAIP-2 chain id such as eip155:31337, solana:C87HniDwGEEByviiVqxKy4JPppad4zvE or bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      abort: true,
    })
    .refine((value) => ids.includes(value), { error: (issue) => `${String(issue.input)} is not a devnet chain (${ids.join(', ') || 'none configured'})` })
    .transform((value) => known.find((entry) => entry.chain.caip2 === value) as NamespacedChain)
}

/**
 * The `name` path parameter as an EVM address, a Bitcoin regtest one (bcrt1…, m/n/2…) or a Solana
 * one, or the 400 `{ reasons }` saying it is none (naming the network of a Bitcoin address of another).
 */
export function parseNamespacedAddressParam(c: Context, name: string): Parsed<NamespacedAddress> {
  const value = c.req.param(name) ?? ''
  const evm = evmAddressSchema.safeParse(value)
  if (evm.success) return { ok: true, value: { namespace: 'eip155', address: evm.data } }
  const bitcoin = parseRegtestAddress(value)
  if (bitcoin.ok) return { ok: true, value: { namespace: 'bip122', address: bitcoin.address } }
  if (isSolanaAddress(value)) return { ok: true, value: { namespace: 'solana', address: value } }
  if (bitcoin.reason.includes(' is a Bitcoin '))
    return { ok: false, response: reasonsResponse(c, 400, [{ code: reasonCodes.invalidParam, description: `${name}: ${bitcoin.reason}` }]) }
  return {
    ok: false,
    response: reasonsResponse(c, 400, [
      {
        code: reasonCodes.invalidParam,
        description: `${name}: expected a 0x-prefixed 20-byte hex address, a Bitcoin regtest address or a base58 Solana address`,
      },
    ]),
  }
}
