import type { Context } from 'hono'
import { getAddress, type Address } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../chains/apiChains'
import { reasonCodes, reasonsFromZod, reasonsResponse } from './reasons'
import type { Parsed } from './validate'

/** A 0x-prefixed 20-byte hex address, any letter case; answered checksummed. */
export const evmAddressSchema = z
  .string({ error: 'an address is required' })
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address')
  .transform((value) => getAddress(value.toLowerCase()))

/** A CAIP-2 id of one of the chains this API serves ('eip155:31337'). */
export function devnetChainIdSchema(chains: readonly ApiChain[]) {
  const known = chains.map((chain) => chain.caip2)
  return z
    .string()
    .regex(/^eip155:\d{1,12}$/, { error: 'expected a CAIP-2 eip155 chain id such as eip155:31337', abort: true })
    .refine((value) => known.includes(value), { error: (issue) => `${String(issue.input)} is not a devnet chain (${known.join(', ') || 'none configured'})` })
    .transform((value) => chains.find((chain) => chain.caip2 === value) as ApiChain)
}

/** The `name` path parameter as an address, or the 400 `{ reasons }` saying why not. */
export function parseAddressParam(c: Context, name: string): Parsed<Address> {
  const parsed = evmAddressSchema.safeParse(c.req.param(name))
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    response: reasonsResponse(
      c,
      400,
      reasonsFromZod(parsed.error, reasonCodes.invalidParam).map((reason) => ({
        ...reason,
        description: `${name}${reason.description.slice('(root)'.length)}`,
      })),
    ),
  }
}
