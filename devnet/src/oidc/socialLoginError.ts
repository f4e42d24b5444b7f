/** Why a social login could not be finished. */
export type SocialLoginErrorCode =
  /** The callback's `state` is not the one this login started with (a forged or crossed callback). */
  | 'state_mismatch'
  /** The ID token's `nonce` is not the one this login started with (a replayed token). */
  | 'nonce_mismatch'
  /** The visitor cancelled at the provider (`error=access_denied`). */
  | 'access_denied'
  /** The provider refused the code: already redeemed, expired, or the PKCE code verifier does not match. */
  | 'code_rejected'
  /** Any other refusal or malformed answer of the provider. */
  | 'provider_error'

const messages: Record<SocialLoginErrorCode, string> = {
  state_mismatch: 'The sign-in callback does not belong to this sign-in (state mismatch).',
  nonce_mismatch: 'The ID token was not issued for this sign-in (nonce mismatch).',
  access_denied: 'The sign-in was cancelled at the provider.',
  code_rejected: 'The provider refused the authorization code: it was already used or has expired, or the PKCE code verifier does not match.',
  provider_error: 'The provider did not complete the sign-in.',
}

/** A social login refused: `code` says why, `message` says it in words. */
export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  readonly code: SocialLoginErrorCode

  constructor(code: SocialLoginErrorCode, options: { details?: string; cause?: unknown } = {}) {
    super(options.details ? `${messages[code]} ${options.details}` : messages[code], { cause: options.cause })
    this.code = code
  }
}
