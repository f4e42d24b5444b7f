import { siwxMessageText } from './siwxMessageText.js'
import type { SiwxSession } from './types.js'

/**
 * Whether a session's signed text says what its data says: a store keeps `data`, but the user signed
 * `message`. On eip155 Berth writes every message, so the text must be exactly the data's. On solana
 * the wallet may write it (`solana:signIn`), so the text is read back (in a chunk loaded only then)
 * and compared field by field. Empty when they agree; else one line per difference.
 */
export async function signedMessageDifferences(session: SiwxSession): Promise<string[]> {
  if (session.data.chainId.startsWith('solana:')) return (await import('./solana/siwsMessageDifferences.js')).siwsMessageDifferences(session)
  return session.message === (await siwxMessageText(session.data)) ? [] : [`the text is not the data's sign-in message`]
}
