import type { Context, Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { reasonCodes, reasonsFromZod, reasonsResponse } from '../http/reasons'
import { parseJsonBody, parseSdkQuery } from '../http/validate'
import { refuse, sessionReasonCodes, type SessionRefusal } from '../sessions/sessionReasons'
import { nonceBodySchema, revokeBodySchema, sessionAddressSchema, sessionBodySchema, sessionsQuerySchema } from '../sessions/sessionSchemas'
import type { SessionsContext } from '../sessions/sessionsContext'
import { verifySignIn } from '../sessions/verifySignIn'
import { addressKey } from '../sessions/addressKey'

const refusal = (c: Context, { status, code, description }: SessionRefusal) => reasonsResponse(c, status, [{ code, description }])

function addressParam(c: Context) {
  const parsed = sessionAddressSchema.safeParse(c.req.param('address'))
  if (parsed.success) return { ok: true, value: parsed.data } as const
  return {
    ok: false,
    response: reasonsResponse(
      c,
      400,
      reasonsFromZod(parsed.error, reasonCodes.invalidParam).map((reason) => ({
        ...reason,
        description: `address${reason.description.slice('(root)'.length)}`,
      })),
    ),
  } as const
}

/**
 * Sign-in with X (docs/states.md, §7), EVM, Solana and Bitcoin: the devnet issues nonces, verifies every
 * signed EIP-4361, Sign In With Solana or CAIP-122 Bitcoin message itself (verifySignIn) and keeps the
 * sessions in its database.
 * - POST /v1/sessions/nonce `{ address, chainId }` → `{ nonce, expiresAt }`
 * - POST /v1/sessions/:address `{ data, message, signature, cacao? }` → `{ session }`, or the refusal
 * - GET  /v1/sessions/:address?chainId → `{ sessions }`: live ones, newest first
 * - POST /v1/sessions/:address/revoke `{ pci, signature }` → `{ success: true }`
 * `:address` is a 0x, Bitcoin regtest or base58 address, or a CAIP-10 eip155, solana or bip122 account. Sessions belong to the projectId.
 */
export function sessionRoutes(app: Hono, context: ApiContext): void {
  const sessions = context.sessions
  if (!sessions) return
  const { chains, solanaChains = [], bitcoinChains = [], store: settings } = context
  const known = [...chains, ...solanaChains, ...bitcoinChains]

  app.post('/v1/sessions/nonce', async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, nonceBodySchema)
    if (!body.ok) return body.response
    if (!known.some((chain) => chain.caip2 === body.value.chainId)) {
      return refusal(
        c,
        refuse(
          400,
          sessionReasonCodes.chainMismatch,
          `${body.value.chainId} is not a devnet chain (${known.map((chain) => chain.caip2).join(', ') || 'none configured'})`,
        ),
      )
    }
    const issued = await sessions.nonces.issue(body.value.address, body.value.chainId)
    return c.json({ nonce: issued.nonce, expiresAt: issued.expiresAt.toISOString() })
  })

  app.post('/v1/sessions/:address', async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const path = addressParam(c)
    if (!path.ok) return path.response
    const body = await parseJsonBody(c, sessionBodySchema)
    if (!body.ok) return body.response
    const { projectId } = query.value.sdk
    const now = sessions.now()
    const refused = await verifySignIn(
      { path: path.value, body: body.value, origin: c.req.header('origin'), allowedOrigins: (await settings.settings(projectId)).origins },
      chains,
      sessions.nonces,
      now,
      solanaChains,
      bitcoinChains,
    )
    if (refused) return refusal(c, refused)
    const { data, message, signature, cacao } = body.value
    const session = await sessions.store.add(
      { projectId, address: path.value.address, data, message, signature, ...(cacao !== undefined ? { cacao } : {}) },
      now,
    )
    return c.json({ session })
  })

  app.get('/v1/sessions/:address', async (c) => {
    const query = parseSdkQuery(c, sessionsQuerySchema)
    if (!query.ok) return query.response
    const path = addressParam(c)
    if (!path.ok) return path.response
    const chainId = query.value.query.chainId ?? path.value.chainId
    return c.json({ sessions: await sessions.store.live(query.value.sdk.projectId, path.value.address, chainId, sessions.now()) })
  })

  app.post('/v1/sessions/:address/revoke', async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const path = addressParam(c)
    if (!path.ok) return path.response
    const body = await parseJsonBody(c, revokeBodySchema)
    if (!body.ok) return body.response
    return revoke(c, sessions, query.value.sdk.projectId, path.value.address, body.value)
  })
}

/** Only who holds a session's signature may end it: the signature is the proof, the pci the name. */
async function revoke(c: Context, sessions: SessionsContext, projectId: string, address: string, body: { pci: string; signature: string }) {
  const session = await sessions.store.find(projectId, address, body.pci)
  if (!session || session.revoked) {
    return refusal(
      c,
      refuse(404, sessionReasonCodes.sessionNotFound, `No ${session?.revoked ? 'live ' : ''}session ${body.pci} for ${address} in project ${projectId}`),
    )
  }
  // Hex in any letter case is one signature; base58 is case-sensitive (as addresses are).
  if (addressKey(session.signature) !== addressKey(body.signature)) {
    return refusal(c, refuse(401, sessionReasonCodes.signatureInvalid, `The signature is not session ${body.pci}'s`))
  }
  await sessions.store.revoke(session.id, sessions.now())
  return c.json({ success: true })
}
