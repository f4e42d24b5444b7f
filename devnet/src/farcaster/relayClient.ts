import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { ChannelCompletion } from './channelStore'
import { FarcasterRelayError } from './farcasterRelayError'

/** How the relay is reached: its URL, and a fetch (default the global one; tests pass an app's). */
export interface FarcasterRelayTarget {
  relayUrl: string
  fetch?: (input: string, init?: RequestInit) => Promise<Response>
}

export interface CreateFarcasterChannelParameters extends FarcasterRelayTarget {
  /** The app's host[:port], which the signed message must name. */
  domain: string
  siweUri: string
  /** Default: one the relay generates. */
  nonce?: string
  expirationTime?: string
  requestId?: string
}

/** An opened channel: its secret token, the URL a person opens (or scans) to approve, and the nonce to expect. */
export interface FarcasterChannelHandle {
  channelToken: string
  url: string
  nonce: string
}

/**
 * A channel's state as the relay reports it; `gone` is an unknown, closed or expired channel. A
 * completed one carries the completion the relay stored (the signed message and the signer's profile).
 */
export type FarcasterChannelStatus = { state: 'pending' } | { state: 'rejected' } | { state: 'gone' } | ({ state: 'completed' } & ChannelCompletion)

const channelSchema = z.object({ channelToken: z.string().min(1), url: z.url(), nonce: z.string().min(1) })
const completedSchema = z.object({
  state: z.literal('completed'),
  message: z.string().min(1),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  fid: z.number().int().positive(),
  username: z.string().default(''),
  displayName: z.string().default(''),
  bio: z.string().default(''),
  pfpUrl: z.string().default(''),
  custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  authMethod: z.enum(['custody', 'authAddress']).default('custody'),
  verifications: z.array(z.string()).default([]),
})
const errorSchema = z.object({ error: z.string(), message: z.string().optional() })

async function call(target: FarcasterRelayTarget, path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const doFetch = target.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(`${target.relayUrl}/v1/${path}`, init)
  } catch (error) {
    throw new FarcasterRelayError('RELAY_UNREACHABLE', `The Farcaster relay at ${target.relayUrl} does not answer`, { cause: error })
  }
  return { status: response.status, body: await response.json().catch(() => undefined) }
}

const badResponse = (what: string, status: number) =>
  new FarcasterRelayError('RELAY_BAD_RESPONSE', `The Farcaster relay answered ${what} with an unexpected ${status} response`)

/** POST /v1/channel: opens a sign-in request on the relay (what @farcaster/auth-client's createChannel does). */
export async function createFarcasterChannel(parameters: CreateFarcasterChannelParameters): Promise<FarcasterChannelHandle> {
  const { relayUrl: _relayUrl, fetch: _fetch, ...request } = parameters
  const { status, body } = await call(parameters, 'channel', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  const channel = channelSchema.safeParse(body)
  if (status !== 201 || !channel.success) {
    const error = errorSchema.safeParse(body).data
    const reason = error ? `: ${error.message ?? error.error}` : ''
    throw new FarcasterRelayError('RELAY_BAD_RESPONSE', `The Farcaster relay refused the channel (${status})${reason}`)
  }
  return channel.data
}

/** GET /v1/channel/status: pending, completed (with the signed message and profile), rejected, or gone. */
export async function getFarcasterChannelStatus(parameters: FarcasterRelayTarget & { channelToken: string }): Promise<FarcasterChannelStatus> {
  const { status, body } = await call(parameters, 'channel/status', { headers: { authorization: `Bearer ${parameters.channelToken}` } })
  if (status === 202) return { state: 'pending' }
  if (status === 401) return errorSchema.safeParse(body).data?.error === 'Rejected' ? { state: 'rejected' } : { state: 'gone' }
  const completed = completedSchema.safeParse(body)
  if (status !== 200 || !completed.success) throw badResponse('the channel status', status)
  return { ...completed.data, signature: completed.data.signature as Hex, custody: completed.data.custody as Address }
}

/**
 * Polls the channel until the person approves (resolving the completed status), and throws a
 * FarcasterRelayError when they reject (REJECTED), the channel expires (CHANNEL_GONE) or `timeoutMs`
 * passes (TIMEOUT). The completed status still has to pass verifyFarcasterSignIn.
 */
export async function waitForFarcasterChannel(
  parameters: FarcasterRelayTarget & { channelToken: string; intervalMs?: number; timeoutMs?: number; signal?: AbortSignal },
): Promise<Extract<FarcasterChannelStatus, { state: 'completed' }>> {
  const deadline = Date.now() + (parameters.timeoutMs ?? 5 * 60 * 1000)
  for (;;) {
    parameters.signal?.throwIfAborted()
    const status = await getFarcasterChannelStatus(parameters)
    if (status.state === 'completed') return status
    if (status.state === 'rejected') throw new FarcasterRelayError('REJECTED', 'The Farcaster sign-in request was rejected')
    if (status.state === 'gone') throw new FarcasterRelayError('CHANNEL_GONE', 'The Farcaster sign-in request is unknown or has expired')
    if (Date.now() >= deadline) throw new FarcasterRelayError('TIMEOUT', 'The Farcaster sign-in request was not answered in time')
    await new Promise((resolve) => setTimeout(resolve, parameters.intervalMs ?? 1000))
  }
}
