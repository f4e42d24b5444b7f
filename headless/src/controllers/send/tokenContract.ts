import type { AddressCheck } from '../../adapters/types.js'
import type { SendToken } from '../../types/send.js'

/** Some token lists name the native currency with this placeholder instead of leaving the address out. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The token's contract, undefined for the native currency, 'invalid' when the address is not one.
 * docs/entities.md writes it as CAIP-10 ('eip155:1:0x…'); a plain address means the token's own chainId.
 */
export function tokenContract(
  token: Pick<SendToken, 'address' | 'chainId'>,
  checkAddress: (address: string) => AddressCheck,
): { address: string; caipNetworkId: string } | undefined | 'invalid' {
  if (token.address === undefined) return undefined
  const parts = token.address.split(':')
  const address = parts.at(-1) ?? ''
  if ((parts.length !== 1 && parts.length !== 3) || parts.some((part) => part === '') || checkAddress(address) !== 'valid') return 'invalid'
  if (address.toLowerCase() === NATIVE_PLACEHOLDER) return undefined
  return { address, caipNetworkId: parts.length === 3 ? `${parts[0]}:${parts[1]}` : token.chainId }
}
