import { isAddress } from 'viem'

/**
 * checkAddress's verdict: 'valid'; 'invalid' (not an address); 'bad-checksum' (mixed case that is not
 * the EIP-55 checksum, most likely a typo).
 */
export type AddressCheck = 'valid' | 'invalid' | 'bad-checksum'

/**
 * 'bad-checksum' for a mixed-case address whose case is not its EIP-55 checksum: most likely a
 * typo, and the node would accept it and send the funds to nobody's account. All-lower and
 * all-upper addresses carry no checksum and are accepted (viem's strict check refuses all-upper,
 * which EIP-55 counts as unchecksummed).
 */
export function checkAddress(value: string): AddressCheck {
  if (!isAddress(value, { strict: false })) return 'invalid'
  const body = value.slice(2)
  if (body === body.toUpperCase()) return 'valid'
  return isAddress(value) ? 'valid' : 'bad-checksum'
}
