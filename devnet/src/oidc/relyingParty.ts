import * as client from 'openid-client'
import { z } from 'zod'
import { DEVNET_OIDC_CLIENT_ID, DEVNET_OIDC_CLIENT_SECRET, DEVNET_OIDC_ISSUER, DEVNET_OIDC_SCOPE } from './devnetOidcClient'
import { DEVNET_SOCIAL_PROVIDERS, type DevnetSocialProvider } from './identities'
import { SocialLoginError } from './socialLoginError'

export interface SocialLoginClientOptions {
  /** Default http://localhost:8792. */
  issuer?: string
}

export interface StartSocialLoginParameters extends SocialLoginClientOptions {
  provider: DevnetSocialProvider
  /** One of the client's registered redirect URIs. */
  redirectUri: string
}

/** Where to send the visitor, and what to keep (server-side, for this visitor) until the callback. */
export interface StartSocialLoginReturnType {
  url: string
  state: string
  nonce: string
  codeVerifier: string
}

export interface FinishSocialLoginChecks extends SocialLoginClientOptions {
  state: string
  nonce: string
  codeVerifier: string
}

/** The identity the provider vouched for in a verified ID token. */
export interface SocialIdentity {
  provider: DevnetSocialProvider
  sub: string
  email: string
  emailVerified: boolean
  /** The provider's username as it gives it (Discord's ends in '0'). */
  username: string
  name: string
}

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  provider: z.enum(DEVNET_SOCIAL_PROVIDERS),
  email: z.string(),
  email_verified: z.boolean(),
  preferred_username: z.string(),
  name: z.string(),
})

/**
 * The provider's metadata, read afresh for each call (a restarted provider has new keys); plain
 * http is allowed for a loopback issuer only.
 */
function configurationFor(issuer: string): Promise<client.Configuration> {
  const url = new URL(issuer)
  const loopback = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return client.discovery(
    url,
    DEVNET_OIDC_CLIENT_ID,
    undefined,
    client.ClientSecretBasic(DEVNET_OIDC_CLIENT_SECRET),
    loopback ? { execute: [client.allowInsecureRequests] } : undefined,
  )
}

/** Starts an authorization code flow (PKCE S256, random state and nonce) at the devnet provider, for one provider's login. */
export async function startSocialLogin(parameters: StartSocialLoginParameters): Promise<StartSocialLoginReturnType> {
  const configuration = await configurationFor(parameters.issuer ?? DEVNET_OIDC_ISSUER)
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: parameters.redirectUri,
    scope: DEVNET_OIDC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    provider: parameters.provider,
  })
  return { url: url.href, state, nonce, codeVerifier }
}

/** The nested cause openid-client keeps of a failed check: its message and, for a claim, which one. */
function innerCause(error: client.ClientError): { message: string; claim?: unknown } {
  const cause = error.cause as { message?: unknown; cause?: { claim?: unknown } } | undefined
  return { message: typeof cause?.message === 'string' ? cause.message : '', claim: cause?.cause?.claim }
}

function toSocialLoginError(error: unknown): SocialLoginError {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new SocialLoginError('access_denied', { cause: error })
      : new SocialLoginError('provider_error', { details: `(${error.error}${error.error_description ? `: ${error.error_description}` : ''})`, cause: error })
  }
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') return new SocialLoginError('code_rejected', { cause: error })
  if (error instanceof client.ClientError) {
    const inner = innerCause(error)
    if (error.code === 'OAUTH_INVALID_RESPONSE' && inner.message.includes('"state"')) return new SocialLoginError('state_mismatch', { cause: error })
    if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && inner.claim === 'nonce') return new SocialLoginError('nonce_mismatch', { cause: error })
  }
  const details = error instanceof Error ? `(${error.message})` : undefined
  return new SocialLoginError('provider_error', { ...(details ? { details } : {}), cause: error })
}

/**
 * Finishes the flow at the redirect URI: checks the callback's state, redeems the code with the
 * code verifier, and verifies the ID token (signature, issuer, audience, nonce). Throws a
 * SocialLoginError saying which check failed.
 */
export async function finishSocialLogin(callbackUrl: string | URL, checks: FinishSocialLoginChecks): Promise<SocialIdentity> {
  const configuration = await configurationFor(checks.issuer ?? DEVNET_OIDC_ISSUER)
  let claims: unknown
  try {
    const tokens = await client.authorizationCodeGrant(configuration, new URL(callbackUrl), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    claims = tokens.claims()
  } catch (error) {
    throw toSocialLoginError(error)
  }
  const parsed = idTokenClaimsSchema.safeParse(claims)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'claims'
    throw new SocialLoginError('provider_error', { details: `(the ID token's ${field} is missing or malformed)`, cause: parsed.error })
  }
  const { sub, provider, email, email_verified, preferred_username, name } = parsed.data
  return { provider, sub, email, emailVerified: email_verified, username: preferred_username, name }
}
