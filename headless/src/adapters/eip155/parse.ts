import type { Address } from '../../types/chain.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'

// Plain checks, no schema library: every connect and wallet event goes through these.
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,16}$/
const DECIMAL_CHAIN_ID = /^[1-9][0-9]{0,15}$/

/** eth_accounts / eth_requestAccounts / accountsChanged: a list of 20-byte hex addresses. */
export function parseAccounts(value: unknown, method: string): Address[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && ADDRESS.test(entry))) throw new InvalidProviderResponseError(method)
  return [...value] as Address[]
}

/** eth_chainId / chainChanged: hex per EIP-695; some wallets send a number or a decimal string. */
export function parseChainId(value: unknown, method: string): number {
  const valid =
    typeof value === 'number' ? Number.isInteger(value) && value > 0 : typeof value === 'string' && (HEX_CHAIN_ID.test(value) || DECIMAL_CHAIN_ID.test(value))
  if (!valid) throw new InvalidProviderResponseError(method)
  const data = value as number | string
  const chainId = typeof data === 'number' ? data : data.startsWith('0x') ? Number.parseInt(data, 16) : Number(data)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidProviderResponseError(method)
  return chainId
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}
