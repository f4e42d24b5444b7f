import { getAddress, isAddressEqual, verifyMessage, type Address, type Hex } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { lookupFarcasterFid, type FarcasterIdRecord } from './accounts'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from './constants'
import { FarcasterSignInError } from './farcasterSignInError'

/** What a channel's completed status gives, plus what the app expected. */
export interface VerifyFarcasterSignInParameters {
  /** The EIP-4361 text the user signed. */
  message: string
  signature: Hex
  /** The fid the relay says signed in. */
  fid: number
  /** The nonce the app's channel was opened with. */
  nonce: string
  /** The app's domain (host[:port]) the channel was opened for. */
  domain: string
}

export interface VerifyFarcasterSignInOptions {
  /** Default: the current time. */
  now?: Date
  /** The ID registry to read the fid's custody address from. Default: the devnet's (lookupFarcasterFid). */
  lookupFid?: (fid: number) => FarcasterIdRecord | undefined | Promise<FarcasterIdRecord | undefined>
}

/** A verified sign-in: who (fid, username, custody address) and the parsed message. */
export interface VerifiedFarcasterSignIn {
  fid: number
  username: string
  custodyAddress: Address
  siweMessage: Partial<SiweMessage>
}

const parametersSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'a 65-byte hex signature'),
  fid: z.number().int().positive(),
  nonce: z.string().min(1),
  domain: z.string().min(1),
})

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

/**
 * Verifies a Sign In With Farcaster message as the frame's auth server must before making a session:
 * an EIP-4361 message (viem's parseSiweMessage) with Farcaster's statement and chain, for this domain
 * and nonce, inside its validity window, naming exactly `farcaster://fid/<fid>`, and signed (viem's
 * verifyMessage) by that fid's custody address in the ID registry. Throws a FarcasterSignInError
 * whose `code` names the failed check.
 */
export async function verifyFarcasterSignIn(
  parameters: VerifyFarcasterSignInParameters,
  options: VerifyFarcasterSignInOptions = {},
): Promise<VerifiedFarcasterSignIn> {
  const parsedParameters = parametersSchema.safeParse(parameters)
  if (!parsedParameters.success) {
    const issue = parsedParameters.error.issues[0]
    throw new FarcasterSignInError('INVALID_PARAMETERS', `Invalid ${issue?.path.join('.') || 'parameters'}: ${issue?.message ?? 'malformed'}`)
  }
  const { message, signature, fid, nonce, domain } = parsedParameters.data
  const now = options.now ?? new Date()

  const siwe = parseSiweMessage(message)
  if (!siwe.domain || !siwe.address || !siwe.uri || siwe.version !== '1' || !siwe.nonce || siwe.chainId === undefined)
    throw new FarcasterSignInError('MALFORMED_MESSAGE', 'The sign-in message is not an EIP-4361 message')
  if (siwe.statement !== SIWF_STATEMENT || siwe.chainId !== SIWF_CHAIN_ID)
    throw new FarcasterSignInError(
      'NOT_FARCASTER_MESSAGE',
      `The message is not a Sign In With Farcaster message (statement '${SIWF_STATEMENT}', chain ${SIWF_CHAIN_ID})`,
    )
  if (siwe.domain !== domain) throw new FarcasterSignInError('DOMAIN_MISMATCH', `The message is for domain ${siwe.domain}, not ${domain}`)
  if (siwe.nonce !== nonce) throw new FarcasterSignInError('NONCE_MISMATCH', 'The message carries another nonce than the sign-in request')
  if (siwe.expirationTime && siwe.expirationTime.getTime() <= now.getTime())
    throw new FarcasterSignInError('EXPIRED', `The message expired at ${siwe.expirationTime.toISOString()}`)
  if (siwe.notBefore && siwe.notBefore.getTime() > now.getTime())
    throw new FarcasterSignInError('NOT_YET_VALID', `The message is not valid before ${siwe.notBefore.toISOString()}`)

  const fidResources = (siwe.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match ? [Number(match[1])] : []
  })
  if (fidResources.length !== 1 || fidResources[0] !== fid)
    throw new FarcasterSignInError(
      'FID_RESOURCE_MISMATCH',
      fidResources.length === 1
        ? `The message signs in fid ${fidResources[0]}, not fid ${fid}`
        : `The message must name exactly one farcaster://fid/ resource (it names ${fidResources.length})`,
    )

  const record = await (options.lookupFid ?? lookupFarcasterFid)(fid)
  if (!record) throw new FarcasterSignInError('UNKNOWN_FID', `fid ${fid} is not registered`)
  if (!isAddressEqual(siwe.address, record.custodyAddress))
    throw new FarcasterSignInError('NOT_CUSTODY_ADDRESS', `The message is signed for ${getAddress(siwe.address)}, not fid ${fid}'s custody address`)
  const valid = await verifyMessage({ address: record.custodyAddress, message, signature: signature as Hex }).catch(() => false)
  if (!valid) throw new FarcasterSignInError('INVALID_SIGNATURE', `The signature is not by fid ${fid}'s custody address`)
  return { fid, username: record.username, custodyAddress: record.custodyAddress, siweMessage: siwe }
}
