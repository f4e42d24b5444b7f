/** Why verifyFarcasterSignIn refused a Sign In With Farcaster message. */
export type FarcasterSignInErrorCode =
  | 'INVALID_PARAMETERS'
  | 'MALFORMED_MESSAGE'
  | 'NOT_FARCASTER_MESSAGE'
  | 'DOMAIN_MISMATCH'
  | 'NONCE_MISMATCH'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'FID_RESOURCE_MISMATCH'
  | 'UNKNOWN_FID'
  | 'NOT_CUSTODY_ADDRESS'
  | 'INVALID_SIGNATURE'

/** A refused Sign In With Farcaster message: `code` says which check failed, the message says how. */
export class FarcasterSignInError extends Error {
  override readonly name = 'FarcasterSignInError'
  readonly code: FarcasterSignInErrorCode

  constructor(code: FarcasterSignInErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
