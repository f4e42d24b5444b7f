import { FarcasterRelayError } from '../../farcaster/farcasterRelayError'
import { FarcasterSignInError } from '../../farcaster/farcasterSignInError'
import type { createFarcasterChannel, waitForFarcasterChannel } from '../../farcaster/relayClient'
import type { verifyFarcasterSignIn } from '../../farcaster/verifySignIn'
import { AuthError } from './authRules'
import type { AuthService } from './authService'
import type { FrameUser } from './authStore'

// The frame's side of Sign In With Farcaster: a relay channel per device (domain = the app's host,
// siweUri = the app's origin); CONNECT_FARCASTER waits for it, verifies the signed message against
// the channel's nonce and domain and the fid's custody address, and makes a session.

/** CONNECT_FARCASTER waits up to 120 s for the approval. */
export const FARCASTER_WAIT_MS = 120_000

export interface FarcasterLoginsOptions {
  auth: AuthService
  /** The relay (http://127.0.0.1:8793). */
  relayUrl: string
  /** How the relay is fetched (default the global fetch; tests pass the relay app's). */
  relayFetch?: (input: string, init?: RequestInit) => Promise<Response>
  createChannel: typeof createFarcasterChannel
  waitForChannel: typeof waitForFarcasterChannel
  verify: typeof verifyFarcasterSignIn
  waitMs?: number
}

interface PendingChannel {
  channelToken: string
  nonce: string
  domain: string
}

export function createFarcasterLogins(options: FarcasterLoginsOptions) {
  const channels = new Map<string, PendingChannel>()
  const relay = { relayUrl: options.relayUrl, ...(options.relayFetch ? { fetch: options.relayFetch } : {}) }

  return {
    /** GET_FARCASTER_URI: a new channel for this device (replacing its previous one); its approval URL. */
    async start(input: { appOrigin: string; deviceId: string }): Promise<string> {
      const app = new URL(input.appOrigin)
      const channel = await options.createChannel({ ...relay, domain: app.host, siweUri: app.origin }).catch((error: unknown) => {
        throw new AuthError(`The Farcaster relay does not answer (${error instanceof Error ? error.message : String(error)})`, 503)
      })
      channels.set(input.deviceId, { channelToken: channel.channelToken, nonce: channel.nonce, domain: app.host })
      return channel.url
    },

    /** CONNECT_FARCASTER: waits for this device's channel, verifies the sign-in, finds or creates the user by fid: a session. */
    async connect(deviceId: string, signal?: AbortSignal): Promise<{ token: string; user: FrameUser }> {
      const channel = channels.get(deviceId)
      if (!channel) throw new AuthError('No Farcaster sign-in was started in this browser.', 404)
      try {
        const status = await options.waitForChannel({
          ...relay,
          channelToken: channel.channelToken,
          timeoutMs: options.waitMs ?? FARCASTER_WAIT_MS,
          ...(signal ? { signal } : {}),
        })
        channels.delete(deviceId)
        const verified = await options.verify({
          message: status.message,
          signature: status.signature,
          fid: status.fid,
          nonce: channel.nonce,
          domain: channel.domain,
        })
        const user = await options.auth.userForIdentity({ provider: 'farcaster', subject: String(verified.fid), username: verified.username }, deviceId)
        return options.auth.sessionFor(user.id, deviceId)
      } catch (error) {
        if (error instanceof FarcasterSignInError) throw new AuthError(`The Farcaster sign-in was refused: ${error.message}`, 401)
        if (error instanceof FarcasterRelayError) {
          if (error.code !== 'TIMEOUT') channels.delete(deviceId)
          if (error.code === 'REJECTED') throw new AuthError('The Farcaster sign-in was rejected.', 401)
          if (error.code === 'TIMEOUT') throw new AuthError('The Farcaster sign-in was not approved in time.', 409)
          if (error.code === 'CHANNEL_GONE') throw new AuthError('The Farcaster sign-in request has expired. Start again.', 409)
          throw new AuthError(error.message, 503)
        }
        throw error
      }
    },
  }
}

export type FarcasterLogins = ReturnType<typeof createFarcasterLogins>
