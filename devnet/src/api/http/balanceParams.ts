import { isAddress as isSolanaAddress, type Address as SolanaAddress } from '@solana/kit'
import type { Context } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../chains/apiChains'
import type { ApiSolanaChain } from '../chains/apiSolanaChains'
import { evmAddressSchema } from './chainParams'
import { reasonCodes, reasonsResponse } from './reasons'
import type { Parsed } from './validate'

export type NamespacedAddress = { namespace: 'eip155'; address: Address } | { namespace: 'solana'; address: SolanaAddress }
export type NamespacedChain = { namespace: 'eip155'; chain: ApiChain } | { namespace: 'solana'; chain: ApiSolanaChain }

/** A CAIP-2 id of one of the chains this API reads balances on: an EVM chain or a Solana cluster. */
export function balanceChainIdSchema(chains: readonly ApiChain[], solanaChains: readonly ApiSolanaChain[]) {
  const known: NamespacedChain[] = [
    ...chains.map((chain) => ({ namespace: 'eip155' as const, chain })),
    ...solanaChains.map((chain) => ({ namespace: 'solana' as const, chain })),
  ]
  const ids = known.map((entry) => entry.chain.caip2)
  return z
    .string()
    .regex(/^(eip155:\d{1,12}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/, {
      error: 'expected a CAIP-2 chain id such as eip155:31337 or solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
      abort: true,
    })
    .refine((value) => ids.includes(value), { error: (issue) => `${String(issue.input)} is not a devnet chain (${ids.join(', ') || 'none configured'})` })
    .transform((value) => known.find((entry) => entry.chain.caip2 === value) as NamespacedChain)
}

/** The `name` path parameter as an EVM address or a Solana one, or the 400 `{ reasons }` saying it is neither. */
export function parseNamespacedAddressParam(c: Context, name: string): Parsed<NamespacedAddress> {
  const value = c.req.param(name) ?? ''
  const evm = evmAddressSchema.safeParse(value)
  if (evm.success) return { ok: true, value: { namespace: 'eip155', address: evm.data } }
  if (isSolanaAddress(value)) return { ok: true, value: { namespace: 'solana', address: value } }
  return {
    ok: false,
    response: reasonsResponse(c, 400, [
      { code: reasonCodes.invalidParam, description: `${name}: expected a 0x-prefixed 20-byte hex address or a base58 Solana address` },
    ]),
  }
}
