import type { Hex } from 'viem'
import type { ApiChain } from '../chains/apiChains'
import type { ApiSolanaChain } from '../chains/apiSolanaChains'
import type { ApiBitcoinChain } from '../chains/apiBitcoinChains'
import { addressKey } from './addressKey'
import { checkMessageTimes } from './checkMessageTimes'
import { checkOrigin } from './checkOrigin'
import { compareMessageWithData } from './compareMessageWithData'
import type { NonceStore } from './nonceStore'
import { parseEip4361 } from './parseEip4361'
import { parseSiwb } from './parseSiwb'
import { parseSiws } from './parseSiws'
import { refuse, sessionReasonCodes, type SessionRefusal } from './sessionReasons'
import type { SessionBody } from './sessionSchemas'
import { verifyBip322 } from './verifyBip322'
import { verifyEd25519 } from './verifyEd25519'
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

/** The message read by its namespace's format: EIP-4361 on eip155, Sign In With Solana on solana, the CAIP-122 Bitcoin text on bip122. */
function parse(chainId: string, text: string) {
  if (chainId.startsWith('bip122:')) {
    const parsed = parseSiwb(text)
    return parsed.ok ? parsed : refuse(400, sessionReasonCodes.notSiwb, `Not a CAIP-122 Bitcoin sign-in message: ${parsed.description}`)
  }
  if (chainId.startsWith('solana:')) {
    const parsed = parseSiws(text)
    return parsed.ok ? parsed : refuse(400, sessionReasonCodes.notSiws, `Not a Sign In With Solana message: ${parsed.description}`)
  }
  const parsed = parseEip4361(text)
  return parsed.ok ? parsed : refuse(400, sessionReasonCodes.notEip4361, `Not an EIP-4361 message: ${parsed.description}`)
}

/**
 * Everything that must hold before a session is stored, cheapest first; the first that fails is the
 * answer. The nonce is spent only once the request reaches the signature check, so a request refused
 * for its form can be corrected and sent again, and a signature can never be replayed. On eip155 the
 * chain checks the signature (EOA, ERC-1271, ERC-6492); on solana it is the address's ed25519 one;
 * on bip122 its BIP-322 one (or a legacy BIP-137 one), checked with bip322-js.
 */
export async function verifySignIn(
  request: SignInRequest,
  chains: readonly ApiChain[],
  nonces: NonceStore,
  now: number,
  solanaChains: readonly ApiSolanaChain[] = [],
  bitcoinChains: readonly ApiBitcoinChain[] = [],
): Promise<SessionRefusal | undefined> {
  const { data, message: text, signature } = request.body
  const parsed = parse(data.chainId, text)
  if (!('ok' in parsed)) return parsed
  const message = parsed.message
  const differences = compareMessageWithData(message, data)
  if (differences.length > 0) return refuse(400, sessionReasonCodes.messageMismatch, `The signed message and data differ: ${differences.join('; ')}`)
  if (addressKey(message.address) !== addressKey(request.path.address)) {
    return refuse(400, sessionReasonCodes.addressMismatch, `The message is for ${message.address}, the request for ${request.path.address}`)
  }
  const known = [...chains, ...solanaChains, ...bitcoinChains]
  const evmChain = chains.find((candidate) => candidate.caip2 === data.chainId)
  if (!known.some((candidate) => candidate.caip2 === data.chainId))
    return refuse(400, sessionReasonCodes.chainMismatch, `${data.chainId} is not a devnet chain (${known.map((c) => c.caip2).join(', ') || 'none configured'})`)
  if (request.path.chainId !== undefined && request.path.chainId !== data.chainId) {
    return refuse(400, sessionReasonCodes.chainMismatch, `The message is for ${data.chainId}, the account in the path is on ${request.path.chainId}`)
  }
  const origin = checkOrigin(request.origin, message, request.allowedOrigins)
  if (origin) return origin
  const times = checkMessageTimes(message, now)
  if (times) return times
  const nonce = await nonces.take(message.nonce, message.address)
  if (nonce) return nonceRefusals[nonce]
  if (data.chainId.startsWith('bip122:')) {
    if (!verifyBip322(message.address, text, signature)) {
      return refuse(401, sessionReasonCodes.signatureInvalid, `The signature is not ${message.address}'s BIP-322 (or BIP-137) signature over this message`)
    }
    return undefined
  }
  if (!evmChain) {
    if (!(await verifyEd25519(message.address, text, signature))) {
      return refuse(401, sessionReasonCodes.signatureInvalid, `The signature is not ${message.address}'s ed25519 signature over this message`)
    }
    return undefined
  }
  if (!(await verifySignature(evmChain, message.address as Hex, text, signature as Hex))) {
    return refuse(
      401,
      sessionReasonCodes.signatureInvalid,
      `The signature is not ${message.address}'s over this message on ${data.chainId} (checked as an EOA, ERC-1271 and ERC-6492 signature)`,
    )
  }
  return undefined
}
