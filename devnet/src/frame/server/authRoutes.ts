import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { AuthError } from '../auth/authRules'
import { type AuthService, userLabel } from '../auth/authService'
import type { FrameUser } from '../auth/authStore'
import { findNetwork, type FrameNetwork } from '../frameNetworks'
import { renderMessagePage } from './pages'
import { signApprovedRequest } from './signApprovedRequest'

// The frame's auth API, for the frame page on the same origin only. JSON bodies validated with zod;
// the session token travels only in `Authorization: Bearer`, never in a cookie (the frame is a
// third-party iframe whose storage Chromium partitions).

/** CONNECT_DEVICE's long poll: how long /auth/connect-device waits for the mailed link to be followed. */
export const DEVICE_WAIT_MS = 120_000

const email = z.email().max(254)
/** A device id as the frame page makes it. */
export const deviceId = z.string().regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _')
const otp = z.string().regex(/^\s*\d{6}\s*$/, 'must be 6 digits')
const schemas = {
  connectEmail: z.object({ email, deviceId }),
  connectDevice: z.object({ email, deviceId }),
  connectOtp: z.object({ email, deviceId, otp }),
  updateEmail: z.object({ email }),
  otp: z.object({ otp }),
  sign: z.object({ chainId: z.string().min(1).max(100), method: z.string().min(1).max(100), params: z.unknown().optional() }),
}

/** The user as the frame page sees it: the email (null for a social or Farcaster login), the addresses and the login's username and provider; never a key. */
export const userView = (user: FrameUser) => ({
  email: user.email,
  addresses: user.addresses,
  userName: user.identity?.username ?? null,
  authProvider: user.identity?.provider ?? null,
})
export type FrameUserView = ReturnType<typeof userView>

/** The session token of the Authorization header. */
export const bearer = (c: Context): string | undefined => c.req.header('authorization')?.match(/^Bearer ([\w-]{16,200})$/)?.[1]

/** The request's JSON body checked against `schema`, or a 400 naming the field. */
export async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new AuthError(`Invalid request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'body'}`, 400)
}

/** A refusal as the API answers it: `{ message, code? }` with the AuthError's status. */
export function fail(c: Context, error: unknown) {
  if (error instanceof AuthError) return c.json({ message: error.message }, error.status)
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return c.json({ message: error instanceof Error ? error.message : String(error), code }, 400)
  return c.json({ message: error instanceof Error ? error.message : 'Internal error' }, 500)
}

/** A JSON POST route on `app`: the handler's answer as JSON, a refusal as `fail` answers it. */
export const postJson = (app: Hono) => (path: string, handler: (c: Context) => Promise<object>) =>
  app.post(path, async (c) => {
    try {
      return c.json(await handler(c))
    } catch (error) {
      return fail(c, error)
    }
  })

/** Adds /auth/... and /device/approve to the frame's app. */
export function addAuthRoutes(app: Hono, auth: AuthService, networks: readonly FrameNetwork[], log: (line: string) => void): void {
  const route = postJson(app)

  route('/auth/connect-email', async (c) => {
    const input = await body(c, schemas.connectEmail)
    return { action: await auth.connectEmail({ ...input, token: bearer(c) }) }
  })
  route('/auth/connect-device', async (c) => {
    await auth.waitForDevice(await body(c, schemas.connectDevice), DEVICE_WAIT_MS, c.req.raw.signal)
    return {}
  })
  route('/auth/connect-otp', async (c) => {
    const { token, user } = await auth.verifyLogin(await body(c, schemas.connectOtp))
    return { token, user: userView(user) }
  })
  app.get('/auth/user', (c) => {
    try {
      return c.json(userView(auth.sessionUser(bearer(c))))
    } catch (error) {
      return fail(c, error)
    }
  })
  route('/auth/sign-out', async (c) => {
    auth.signOut(bearer(c))
    return {}
  })
  route('/auth/update-email', async (c) => ({ action: await auth.startEmailUpdate(bearer(c), (await body(c, schemas.updateEmail)).email) }))
  route('/auth/update-email/primary', async (c) => ({ action: await auth.verifyPrimaryEmailCode(bearer(c), (await body(c, schemas.otp)).otp) }))
  route('/auth/update-email/secondary', async (c) => ({ newEmail: auth.verifySecondaryEmailCode(bearer(c), (await body(c, schemas.otp)).otp) }))
  route('/auth/sign', async (c) => {
    const { chainId, method, params } = await body(c, schemas.sign)
    const { user, mnemonic } = auth.mnemonicFor(bearer(c))
    const network = findNetwork(networks, chainId)
    if (!network) throw new AuthError(`Unsupported chainId: ${chainId}`, 400)
    const result = await signApprovedRequest(mnemonic, network, method, params)
    log(`${userLabel(user)}: ${method} on ${chainId}`)
    return { result }
  })

  app.get('/device/approve', (c) => {
    try {
      const user = auth.approveDevice(c.req.query('token') ?? '')
      log(`device approved for ${userLabel(user)}`)
      return c.html(renderMessagePage('Device approved', 'You can return to the app: it goes on with the sign-in.'))
    } catch (error) {
      const status = error instanceof AuthError ? error.status : 500
      return c.html(renderMessagePage('Device not approved', error instanceof Error ? error.message : 'Internal error'), status)
    }
  })
}
