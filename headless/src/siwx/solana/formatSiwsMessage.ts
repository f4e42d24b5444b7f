import { caip122Problem, caip122Text } from '../caip122Text.js'
import { SiwxMessageInvalidError } from '../eip155/formatSiweMessage.js'
import type { SiwxMessageData } from '../types.js'
import { siwsChainId } from './siwsChainId.js'

/** A base58 Solana address (32 bytes write as 32 to 44 characters). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const problemOf = (data: SiwxMessageData): string | undefined =>
  SOLANA_ADDRESS.test(data.accountAddress) ? caip122Problem(data) : `accountAddress ${JSON.stringify(data.accountAddress)} is not a base58 Solana address`

/**
 * The Sign In With Solana text of the data (CAIP-122 for the solana namespace), line for line what
 * @solana/wallet-standard-util's createSignInMessageText writes and Phantom's SIWS spec shows: the
 * header and base58 address, the statement (with no blank pair when there is none), then URI, Version,
 * Chain ID (siwsChainId), Nonce, Issued At and the optional lines in that order, resources one per
 * line. Throws SiwxMessageInvalidError ('Invalid sign-in message') for data it cannot write.
 */
export function formatSiwsMessage(data: SiwxMessageData): string {
  const problem = problemOf(data)
  if (problem) throw new SiwxMessageInvalidError(problem)
  return caip122Text(data, 'Solana', siwsChainId(data.chainId))
}
