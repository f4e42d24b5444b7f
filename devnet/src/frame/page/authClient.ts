import { z } from 'zod/mini'
import { FrameError } from './frameError'
import type { FrameStorage } from './frameStorage'

// The frame page's calls to its own auth API (same origin): JSON in and out, the session token in
// the Authorization header. Every answer is validated; a refusal throws its message.

const userSchema = z.object({
  email: z.nullable(z.string()),
  addresses: z.object({ eip155: z.string(), solana: z.string() }),
  userName: z.optional(z.nullable(z.string())),
  authProvider: z.optional(z.nullable(z.string())),
})
const sessionSchema = z.object({ token: z.string(), user: userSchema })
const errorSchema = z.object({ message: z.string(), code: z.optional(z.number()) })

/** The user as the auth API answers: the email (null for a social or Farcaster login), both addresses, the login's username and provider. */
export type AuthUser = z.infer<typeof userSchema>

export function createAuthClient(storage: FrameStorage, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  async function call<T extends z.ZodMiniType>(path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    const token = storage.token()
    let response: Response
    try {
      response = await fetchImpl(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      throw new FrameError('The wallet server is unreachable')
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = errorSchema.safeParse(json)
      if (response.status === 401) storage.clearToken()
      throw new FrameError(error.success ? error.data.message : `The wallet server answered ${response.status}`, error.success ? error.data.code : undefined)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new FrameError(`The wallet server sent an invalid answer to ${path}`)
    return parsed.data
  }

  const deviceId = () => storage.deviceId()
  return {
    connectEmail: (email: string) =>
      call('/auth/connect-email', z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT']) }), { email, deviceId: deviceId() }),
    connectDevice: (email: string) => call('/auth/connect-device', z.object({}), { email, deviceId: deviceId() }),
    async connectOtp(email: string, otp: string): Promise<AuthUser> {
      const { token, user } = await call('/auth/connect-otp', sessionSchema, { email, deviceId: deviceId(), otp })
      storage.setToken(token)
      return user
    },
    user: () => call('/auth/user', userSchema),
    /** Starts a social login for the app at `appOrigin`: the URL (on the frame's origin) the app opens in its popup. */
    socialStart: (provider: string, appOrigin: string) =>
      call('/auth/social/start', z.object({ uri: z.string() }), { provider, appOrigin, deviceId: deviceId() }).then((answer) => answer.uri),
    /** Redeems the popup's result token (once, by this device) for a session. */
    async socialRedeem(resultToken: string): Promise<AuthUser> {
      const { token, user } = await call('/auth/social/redeem', sessionSchema, { resultToken, deviceId: deviceId() })
      storage.setToken(token)
      return user
    },
    /** Opens a Farcaster sign-in channel for the app at `appOrigin`: its approval URL. */
    farcasterStart: (appOrigin: string) =>
      call('/auth/farcaster/start', z.object({ url: z.string() }), { appOrigin, deviceId: deviceId() }).then((answer) => answer.url),
    /** Waits for the Farcaster approval; a session. */
    async farcasterConnect(): Promise<AuthUser> {
      const { token, user } = await call('/auth/farcaster/connect', sessionSchema, { deviceId: deviceId() })
      storage.setToken(token)
      return user
    },
    async signOut(): Promise<void> {
      try {
        await call('/auth/sign-out', z.object({}), {})
      } finally {
        storage.clearToken()
      }
    },
    updateEmail: (email: string) => call('/auth/update-email', z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }), { email }),
    updateEmailPrimary: (otp: string) => call('/auth/update-email/primary', z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }), { otp }),
    updateEmailSecondary: (otp: string) => call('/auth/update-email/secondary', z.object({ newEmail: z.string() }), { otp }),
    sign: (chainId: string, method: string, params: unknown) =>
      call('/auth/sign', z.object({ result: z.unknown() }), { chainId, method, params }).then((answer) => answer.result),
  }
}

export type AuthClient = ReturnType<typeof createAuthClient>
