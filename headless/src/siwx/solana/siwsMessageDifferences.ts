import { messageDataDifferences } from '../messageDataDifferences.js'
import type { SiwxSession } from '../types.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'

/** A Solana session's signed text read back and compared with its data, field by field (the wallet may have written it). */
export function siwsMessageDifferences(session: SiwxSession): string[] {
  const parsed = parseSiwsMessage(session.message)
  return parsed.ok ? messageDataDifferences(parsed.data, session.data) : [`not a Sign In With Solana message: ${parsed.description}`]
}
