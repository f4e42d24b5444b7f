import type { Hex } from 'viem'
import type { ApiChain } from '../chains/apiChains'
import { checkMessageTimes } from './checkMessageTimes'
import { checkOrigin } from './checkOrigin'
import { compareMessageWithData } from './compareMessageWithData'
import type { NonceStore } from './nonceStore'
import { parseEip4361 } from './parseEip4361'
import { refuse, sessionReasonCodes, type SessionRefusal } from './sessionReasons'
import type { SessionBody } from './sessionSchemas'
import { verifySignature } from './verifySignature'

export interface SignInRequest {
  /** The account in the path, and its chain when the path is CAIP-10. */
  path: { address: string; chainId: string | undefined }
  body: SessionBody
  origin: string | undefined
  /** The project's allowed origins, when it has set them. */
  allowedOrigins: readonly string[] | undefined
}

const nonceRefusals = {
  unknown: refuse(400, sessionReasonCodes.nonceUnknown, 'The nonce was not issued by this server for this address (ask POST /v1/sessions/nonce)'),
  expired: refuse(400, sessionReasonCodes.nonceExpired, 'The nonce has expired (nonces live 5 minutes): ask for a new one'),
  reused: refuse(409, sessionReasonCodes.nonceReused, 'The nonce was already used: every sign-in needs a new one'),
} as const

/**
 * Everything that must hold before a session is stored, cheapest first; the first that fails is the
 * answer. The nonce is spent only once the request reaches the signature check, so a request refused
 * for its form can be corrected and sent again, and a signature can never be replayed.
 */
export async function verifySignIn(request: SignInRequest, chains: readonly ApiChain[], nonces: NonceStore, now: number): Promise<SessionRefusal | undefined> {
  const { data, message: text, signature } = request.body
  const parsed = parseEip4361(text)
  if (!parsed.ok) return refuse(400, sessionReasonCodes.notEip4361, `Not an EIP-4361 message: ${parsed.description}`)
  const message = parsed.message
  const differences = compareMessageWithData(message, data)
  if (differences.length > 0) return refuse(400, sessionReasonCodes.messageMismatch, `The signed message and data differ: ${differences.join('; ')}`)
  if (message.address.toLowerCase() !== request.path.address.toLowerCase()) {
    return refuse(400, sessionReasonCodes.addressMismatch, `The message is for ${message.address}, the request for ${request.path.address}`)
  }
  const chain = chains.find((candidate) => candidate.caip2 === data.chainId)
  if (!chain)
    return refuse(
      400,
      sessionReasonCodes.chainMismatch,
      `${data.chainId} is not a devnet chain (${chains.map((c) => c.caip2).join(', ') || 'none configured'})`,
    )
  if (request.path.chainId !== undefined && request.path.chainId !== data.chainId) {
    return refuse(400, sessionReasonCodes.chainMismatch, `The message is for ${data.chainId}, the account in the path is on ${request.path.chainId}`)
  }
  const origin = checkOrigin(request.origin, message, request.allowedOrigins)
  if (origin) return origin
  const times = checkMessageTimes(message, now)
  if (times) return times
  const nonce = await nonces.take(message.nonce, message.address)
  if (nonce) return nonceRefusals[nonce]
  if (!(await verifySignature(chain, message.address, text, signature as Hex))) {
    return refuse(
      401,
      sessionReasonCodes.signatureInvalid,
      `The signature is not ${message.address}'s over this message on ${data.chainId} (checked as an EOA, ERC-1271 and ERC-6492 signature)`,
    )
  }
  return undefined
}
