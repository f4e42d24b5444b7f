import type { Address, Hex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from './constants'

/** What an app asked to be signed: a channel's `signatureParams`. */
export interface SignInRequest {
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** The resource naming the signer's fid in a Sign In With Farcaster message. */
export const farcasterFidResource = (fid: number): string => `farcaster://fid/${fid}`

/**
 * The Sign In With Farcaster message (EIP-4361 text) for a request, built the way
 * @farcaster/auth-client's buildSignInMessage does: statement 'Farcaster Auth', chain 10, issued now,
 * the fid as its first resource.
 */
export function buildFarcasterSignInMessage(request: SignInRequest, fid: number, address: Address, now: Date = new Date()): string {
  return createSiweMessage({
    version: '1',
    domain: request.domain,
    uri: request.siweUri,
    address,
    nonce: request.nonce,
    statement: SIWF_STATEMENT,
    chainId: SIWF_CHAIN_ID,
    issuedAt: now,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    resources: [farcasterFidResource(fid)],
  })
}

/** Builds the message for `fid` and signs it with `custody` (EIP-191 personal_sign, as a Farcaster wallet does). */
export async function signFarcasterSignIn(
  request: SignInRequest,
  fid: number,
  custody: LocalAccount,
  now: Date = new Date(),
): Promise<{ message: string; signature: Hex }> {
  const message = buildFarcasterSignInMessage(request, fid, custody.address, now)
  return { message, signature: await custody.signMessage({ message }) }
}
