import * as z from 'zod/mini'
import type { Address } from '../../types/chain.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'

const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const accountsSchema = z.array(addressSchema)
const chainIdSchema = z.union([
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)),
  z.number().check(z.int(), z.positive()),
])

/** eth_accounts / eth_requestAccounts / accountsChanged: a list of 20-byte hex addresses. */
export function parseAccounts(value: unknown, method: string): Address[] {
  const parsed = accountsSchema.safeParse(value)
  if (!parsed.success) throw new InvalidProviderResponseError(method)
  return parsed.data as Address[]
}

/** eth_chainId / chainChanged: hex per EIP-695; some wallets send a number or a decimal string. */
export function parseChainId(value: unknown, method: string): number {
  const parsed = chainIdSchema.safeParse(value)
  if (!parsed.success) throw new InvalidProviderResponseError(method)
  const { data } = parsed
  const chainId = typeof data === 'number' ? data : data.startsWith('0x') ? Number.parseInt(data, 16) : Number(data)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidProviderResponseError(method)
  return chainId
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}
