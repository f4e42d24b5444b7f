import { caip122Problem, caip122Text } from '../caip122Text.js'
import { SiwxMessageInvalidError } from '../eip155/formatSiweMessage.js'
import type { SiwxMessageData } from '../types.js'
import { BIP122_CHAIN_ID, siwbAddressProblem } from './siwbAddress.js'

const problemOf = (data: SiwxMessageData): string | undefined =>
  !BIP122_CHAIN_ID.test(data.chainId)
    ? `chainId ${JSON.stringify(data.chainId)} is not a bip122 CAIP-2 id (bip122: and 32 hex digits)`
    : (caip122Problem(data) ?? siwbAddressProblem(data.accountAddress, data.chainId))

/**
 * The CAIP-122 text of the data on Bitcoin (bip122), signed with BIP-322: the EIP-4361 layout with
 * "Bitcoin account" in the header, the address as the wallet gave it (the payment address), and
 * Chain ID the whole CAIP-2 id, `bip122:<genesis hash prefix>`, as AppKit's SIWX writes it (Bitcoin
 * has no numeric chain id). Throws SiwxMessageInvalidError ('Invalid sign-in message') for data it
 * cannot write, an address of another Bitcoin network included.
 */
export function formatSiwbMessage(data: SiwxMessageData): string {
  const problem = problemOf(data)
  if (problem) throw new SiwxMessageInvalidError(problem)
  return caip122Text(data, 'Bitcoin', data.chainId)
}
