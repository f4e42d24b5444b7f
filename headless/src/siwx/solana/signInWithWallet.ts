import { SiwxMessageMismatchError } from '../../errors/siwxSession.js'
import { SiwxMessageInvalidError } from '../eip155/formatSiweMessage.js'
import type { SiwxMessageData, SiwxSession, WalletSignIn } from '../types.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'

/**
 * Sign In With Solana through the wallet's `solana:signIn`: the wallet is handed the requested fields
 * and writes the message itself, so the session is read from the text it signed, never taken from
 * the request. The text must be a Sign In With Solana message (else SiwxMessageInvalidError, 'Invalid
 * sign-in message') for the requested domain, nonce, account, chain and version, signed by that
 * account (else SiwxMessageMismatchError, naming the fields). The signature itself is the sign-in
 * config's to verify (addSession).
 */
export async function signInWithWallet(signIn: WalletSignIn, requested: SiwxMessageData): Promise<SiwxSession> {
  const { accountAddress, ...fields } = requested
  const output = await signIn({ ...fields, address: accountAddress })
  const parsed = parseSiwsMessage(output.message)
  if (!parsed.ok) throw new SiwxMessageInvalidError(`the wallet signed a message that is not Sign In With Solana: ${parsed.description}`)
  const differences = (['domain', 'nonce', 'accountAddress', 'chainId', 'version'] as const)
    .filter((field) => parsed.data[field] !== requested[field])
    .map((field) => `${field}: asked for ${requested[field]}, the wallet signed ${parsed.data[field]}`)
  if (output.address !== accountAddress) differences.push(`address: asked for ${accountAddress}, the wallet signed with ${output.address}`)
  if (differences.length > 0) throw new SiwxMessageMismatchError(differences.join('; '))
  return { data: parsed.data, message: output.message, signature: output.signature }
}
