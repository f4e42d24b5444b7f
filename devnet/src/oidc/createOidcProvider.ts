import { randomBytes } from 'node:crypto'
import Provider, { interactionPolicy, type OidcContext } from 'oidc-provider'
import { DEVNET_OIDC_CLIENT_ID, DEVNET_OIDC_CLIENT_SECRET, DEVNET_OIDC_SCOPE } from './devnetOidcClient'
import { findIdentity } from './identities'
import { renderMessagePage } from './interactionPage'
import { createMemoryStore } from './memoryStore'
import { generateSigningJwk } from './signingKey'

export interface CreateOidcProviderOptions {
  /** 'http://localhost:8792'. */
  issuer: string
  /** The client's registered redirect URIs (tests use other ports). */
  redirectUris: readonly string[]
}

/**
 * The login prompt comes back when the session belongs to another provider's identity than the one
 * asked for: one provider stands in for six, and a Google session must not sign a visitor in to GitHub.
 */
function loginPolicy() {
  const policy = interactionPolicy.base()
  policy.get('login')?.checks.push(
    new interactionPolicy.Check('provider_changed', 'the session belongs to another provider', (ctx) => {
      const accountId = ctx.oidc.session?.accountId
      if (accountId === undefined) return interactionPolicy.Check.NO_NEED_TO_PROMPT
      return findIdentity(accountId)?.provider === ctx.oidc.params?.provider
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT
    }),
  )
  return policy
}

/** Consent is granted without asking: the frame's auth server is a first-party client. */
async function loadExistingGrant(ctx: OidcContext) {
  const { client, session, result, provider } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  if (grantId) return provider.Grant.find(grantId)
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
  grant.addOIDCScope(DEVNET_OIDC_SCOPE)
  await grant.save()
  return grant
}

/** The devnet's OpenID Connect provider (oidc-provider): one client, the devnet identities, PKCE S256 required. */
export async function createOidcProvider(options: CreateOidcProviderOptions): Promise<Provider> {
  return new Provider(options.issuer, {
    clients: [
      {
        client_id: DEVNET_OIDC_CLIENT_ID,
        client_secret: DEVNET_OIDC_CLIENT_SECRET,
        redirect_uris: [...options.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'provider'] },
    // The ID token carries the identity's claims (the relying party reads no userinfo).
    conformIdTokenClaims: false,
    extraParams: ['provider'],
    findAccount: async (_ctx: unknown, sub: string) => {
      const identity = findIdentity(sub)
      return identity && { accountId: identity.sub, claims: async () => ({ ...identity }) }
    },
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`, policy: loginPolicy() },
    loadExistingGrant,
    adapter: createMemoryStore(),
    features: { devInteractions: { enabled: false } },
    jwks: { keys: [await generateSigningJwk()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // Its own error page: the default one loads a web font.
    renderError: async (ctx: { type: string; body: unknown }, out: { error: string; error_description?: string }) => {
      ctx.type = 'html'
      ctx.body = renderMessagePage('Sign-in failed', out.error_description ?? out.error)
    },
  })
}
