import * as z from 'zod/mini'
import { apiRequest, type ApiTransport } from '../api/request.js'
import { SiwxLocationMissingError, SiwxMessageMismatchError } from '../errors/siwxSession.js'
import type { OneClickSiwxConfig } from './lazySiwxConfig.js'
import { messageDataSchema } from './sessionSchemas.js'
import { signedMessageDifferences } from './signedMessageDifferences.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

/** serverSiwx's options: whether sign-in is required, the statement its messages show, and how long a session lasts. */
export type ServerSiwxParameters = {
  /** Sign-in is required (default false). */
  required?: boolean
  /** The statement shown in the message. */
  statement?: string
  /** How long a session lasts (default 1 day). */
  expirationMs?: number
}

/** What the config needs from the client it is built into. */
export type ServerSiwxContext = { transport: ApiTransport; location: { host: string; origin: string } | undefined; now: () => number }

const DAY_MS = 24 * 60 * 60 * 1_000

const nonceSchema = z.object({ nonce: z.string().check(z.minLength(8)), expiresAt: z.string() })
const sessionSchema = z.object({ id: z.string(), data: messageDataSchema, message: z.string(), signature: z.string() })
const sessionsSchema = z.object({ sessions: z.array(sessionSchema) })

type StoredSession = z.infer<typeof sessionSchema>
const toSession = (stored: StoredSession): SiwxSession & { id: string } => ({
  id: stored.id,
  data: stored.data,
  message: stored.message,
  signature: stored.signature,
})

/**
 * Sessions kept and verified by the data API (/v1/sessions): it issues the nonce,
 * checks domain, URI, chain, times and the signature (EOA and smart accounts) itself, and refuses
 * with a reason; the client never keeps a session the server refused.
 */
export function createServerSiwx(parameters: ServerSiwxParameters, context: ServerSiwxContext): OneClickSiwxConfig {
  const { transport, now } = context
  const sessionsPath = (address: string) => `/v1/sessions/${encodeURIComponent(address)}`

  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessageData> {
      if (!context.location) throw new SiwxLocationMissingError()
      const { nonce } = await apiRequest(transport, {
        method: 'POST',
        base: 'api',
        path: '/v1/sessions/nonce',
        body: { address: accountAddress, chainId },
        schema: nonceSchema,
      })
      const issuedAt = new Date(now())
      return {
        accountAddress,
        chainId,
        domain: context.location.host,
        uri: context.location.origin,
        version: '1',
        nonce,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + (parameters.expirationMs ?? DAY_MS)).toISOString(),
        ...(parameters.statement ? { statement: parameters.statement } : {}),
      }
    },

    async createAuthRequest(chainId) {
      if (!context.location) throw new SiwxLocationMissingError()
      const { nonce } = await apiRequest(transport, { method: 'POST', base: 'api', path: '/v1/sessions/nonce', body: { chainId }, schema: nonceSchema })
      return {
        domain: context.location.host,
        uri: context.location.origin,
        nonce,
        expirationTime: new Date(now() + (parameters.expirationMs ?? DAY_MS)).toISOString(),
        ...(parameters.statement ? { statement: parameters.statement } : {}),
      }
    },

    async addSession(session) {
      // The server rebuilds nothing: it checks that the text signed says what the data says.
      const differences = await signedMessageDifferences(session)
      if (differences.length > 0) throw new SiwxMessageMismatchError(differences.join('; '))
      await apiRequest(transport, {
        method: 'POST',
        base: 'api',
        path: sessionsPath(session.data.accountAddress),
        body: { data: session.data, message: session.message, signature: session.signature, ...(session.cacao ? { cacao: session.cacao } : {}) },
        schema: z.object({ session: sessionSchema }),
      })
    },

    async getSessions(chainId, address) {
      const body = await apiRequest(transport, { method: 'GET', base: 'api', path: sessionsPath(address), query: { chainId }, schema: sessionsSchema })
      return body.sessions.map(toSession)
    },

    async revokeSession(chainId, address) {
      const body = await apiRequest(transport, { method: 'GET', base: 'api', path: sessionsPath(address), query: { chainId }, schema: sessionsSchema })
      for (const session of body.sessions) {
        await apiRequest(transport, {
          method: 'POST',
          base: 'api',
          path: `${sessionsPath(address)}/revoke`,
          body: { pci: session.id, signature: session.signature },
          schema: z.object({ success: z.literal(true) }),
        })
      }
    },

    getRequired: () => parameters.required ?? false,
  }
}
