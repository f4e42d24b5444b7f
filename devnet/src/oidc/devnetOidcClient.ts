/** The devnet provider's one registered client: the embedded wallet frame's auth server. */
export const DEVNET_OIDC_CLIENT_ID = 'berth-devnet-frame'
/** Not a secret anywhere but on this devnet: the frame's auth server and the provider share it. */
export const DEVNET_OIDC_CLIENT_SECRET = 'berth-devnet-frame-secret'
/** Where the provider sends the visitor back: the frame's auth server (DESIGN.md: http://localhost:8790). */
export const DEVNET_OIDC_REDIRECT_URI = 'http://localhost:8790/social/callback'
export const DEVNET_OIDC_PORT = 8792
/** The issuer (and URL) of the devnet provider on its default port. */
export const DEVNET_OIDC_ISSUER = `http://localhost:${DEVNET_OIDC_PORT}`
/** What GET /devnet/oidc/health answers as `service`. */
export const DEVNET_OIDC_SERVICE = 'berth-devnet-oidc'
/** The scopes the client asks for; the ID token then carries every claim of the identity. */
export const DEVNET_OIDC_SCOPE = 'openid email profile'
