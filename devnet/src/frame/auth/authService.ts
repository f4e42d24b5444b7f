import { randomBytes, randomUUID } from 'node:crypto'
import {
  AuthError,
  DEVICE_LINK_TTL_MS,
  EXPIRED_CODE_MESSAGE,
  lockedMessage,
  NO_CODE_MESSAGE,
  NO_SESSION_MESSAGE,
  SESSION_TTL_MS,
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './authRules'
import type { FrameIdentity, FrameSession, FrameUser, MemoryAuthStore } from './authStore'
import { checkCode, issueCode, type CodePurpose } from './codes'
import { assertCooledDown, assertNotLocked, recordFailure, recordSuccess } from './emailGuard'
import { deriveAddresses, newMnemonic, openMnemonic, sealMnemonic, type UserAddresses } from './keyCustody'
import { approveDeviceMail, emailChangeMail, loginCodeMail, type SendFrameMail } from './mail'
import { hashToken, newToken } from './sessionTokens'

export interface AuthServiceOptions {
  store: MemoryAuthStore
  sendMail: SendFrameMail
  /** Where device-approval links point: `${frameUrl}/device/approve?token=...`. */
  frameUrl: string
  /** Encrypts the users' mnemonics (AES-256-GCM); 32 bytes. */
  masterKey: Uint8Array
  /** HMAC key of the stored codes; random by default. */
  codeSecret?: Uint8Array
  now?: () => number
  /** Called once per new user (funding its addresses); its failure is logged, never the login's. */
  onUserCreated?: (addresses: UserAddresses) => Promise<void>
  log?: (line: string) => void
}

/** The action CONNECT_EMAIL answers. */
export type ConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/** The email as it is keyed: trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** The frame's auth flows over the store: email codes, device approval, sessions, email change, key custody. */
export function createAuthService(options: AuthServiceOptions) {
  const { store, sendMail, masterKey } = options
  const secret = options.codeSecret ?? randomBytes(32)
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const approvalWaiters = new Map<string, Set<() => void>>()

  async function mailCode(purpose: CodePurpose, email: string, mail: (code: string) => Parameters<SendFrameMail>[0]): Promise<void> {
    const { code, stored } = issueCode(secret, purpose, email, now())
    store.setCode(email, stored)
    await sendMail(mail(code))
  }

  /** Uses up the code mailed to `email` for `purpose`, or throws the refusal (counting a wrong code towards the lock). */
  function consumeCode(purpose: CodePurpose, email: string, otp: string): void {
    const guard = store.guard(email)
    assertNotLocked(guard, now())
    const stored = store.code(purpose, email)
    const result = checkCode(secret, stored, email, otp, now())
    if (result === 'missing') throw new AuthError(NO_CODE_MESSAGE, 400)
    if (result === 'used') throw new AuthError(USED_CODE_MESSAGE, 400)
    if (result === 'expired') throw new AuthError(EXPIRED_CODE_MESSAGE, 400)
    if (result === 'wrong') {
      const next = recordFailure(guard, now())
      store.setGuard(email, next)
      if (next.lockedUntil !== undefined && next.lockedUntil > now()) throw new AuthError(lockedMessage(new Date(next.lockedUntil)), 423)
      throw new AuthError(WRONG_CODE_MESSAGE, 400)
    }
    if (stored) stored.usedAt = now()
    store.setGuard(email, recordSuccess(guard))
  }

  function liveSession(token: string | undefined): { session: FrameSession; user: FrameUser } | undefined {
    if (!token) return undefined
    const session = store.session(hashToken(token))
    if (!session || session.revokedAt !== undefined || now() >= session.expiresAt) return undefined
    const user = store.userById(session.userId)
    return user ? { session, user } : undefined
  }

  function requireSession(token: string | undefined): { session: FrameSession; user: FrameUser } {
    const found = liveSession(token)
    if (!found) throw new AuthError(NO_SESSION_MESSAGE, 401)
    return found
  }

  function openSession(user: FrameUser, deviceId: string): string {
    const token = newToken()
    store.addSession({ tokenHash: hashToken(token), userId: user.id, deviceId, expiresAt: now() + SESSION_TTL_MS })
    return token
  }

  async function createUser(email: string | null, identity?: FrameIdentity): Promise<FrameUser> {
    const mnemonic = newMnemonic()
    const user: FrameUser = {
      id: randomUUID(),
      email,
      ...(identity ? { identity } : {}),
      createdAt: now(),
      sealedMnemonic: sealMnemonic(masterKey, mnemonic),
      addresses: await deriveAddresses(mnemonic),
      devices: new Set(),
    }
    store.addUser(user)
    const label = userLabel(user)
    log(`new user ${label}: ${user.addresses.eip155}, ${user.addresses.solana}`)
    options.onUserCreated?.(user.addresses).catch((error: unknown) => log(`funding ${label} failed: ${error instanceof Error ? error.message : String(error)}`))
    return user
  }

  const waiterKey = (userId: string, deviceId: string) => `${userId}\n${deviceId}`

  return {
    /** CONNECT_EMAIL: CONNECT for this device's live session of this email; else a device link (known user, new device) or a code. */
    async connectEmail(input: { email: string; deviceId: string; token?: string | undefined }): Promise<ConnectAction> {
      const email = normalizeEmail(input.email)
      const guard = store.guard(email)
      assertNotLocked(guard, now())
      const live = liveSession(input.token)
      if (live && live.user.email === email && live.session.deviceId === input.deviceId) return 'CONNECT'
      assertCooledDown(guard, now())
      store.setGuard(email, { ...guard, lastRequestAt: now() })
      try {
        const user = store.userByEmail(email)
        if (user && !user.devices.has(input.deviceId)) {
          const token = newToken()
          store.addLink({ tokenHash: hashToken(token), userId: user.id, deviceId: input.deviceId, expiresAt: now() + DEVICE_LINK_TTL_MS })
          await sendMail(approveDeviceMail(email, `${options.frameUrl}/device/approve?token=${encodeURIComponent(token)}`))
          return 'VERIFY_DEVICE'
        }
        await mailCode('login', email, (code) => loginCodeMail(email, code))
        return 'VERIFY_OTP'
      } catch (error) {
        // Nothing reached the visitor: no cooldown for a retry.
        store.setGuard(email, { ...store.guard(email), lastRequestAt: guard.lastRequestAt })
        log(`mail to ${email} failed: ${error instanceof Error ? error.message : String(error)}`)
        throw new AuthError('The mail could not be sent. Try again in a moment.', 503)
      }
    },

    /** CONNECT_DEVICE: waits (up to timeoutMs) until this device's mailed link is followed, then mails a login code. */
    async waitForDevice(input: { email: string; deviceId: string }, timeoutMs: number, signal?: AbortSignal): Promise<void> {
      const email = normalizeEmail(input.email)
      const user = store.userByEmail(email)
      if (!user || !store.hasLinkFor(user.id, input.deviceId)) throw new AuthError('No device approval was requested for this browser.', 404)
      if (!user.devices.has(input.deviceId)) {
        const key = waiterKey(user.id, input.deviceId)
        const approved = await new Promise<boolean>((resolve) => {
          const waiters = approvalWaiters.get(key) ?? new Set()
          approvalWaiters.set(key, waiters)
          const done = (value: boolean) => {
            clearTimeout(timer)
            signal?.removeEventListener('abort', onAbort)
            waiters.delete(onApproved)
            if (waiters.size === 0) approvalWaiters.delete(key)
            resolve(value)
          }
          const onApproved = () => done(true)
          const onAbort = () => done(false)
          const timer = setTimeout(() => done(false), timeoutMs)
          signal?.addEventListener('abort', onAbort)
          waiters.add(onApproved)
        })
        if (!approved) throw new AuthError('This device was not approved in time. Request a new link.', 409)
      }
      await mailCode('login', email, (code) => loginCodeMail(email, code))
    },

    /** /device/approve: follows a mailed link once, before it expires; the device becomes known to the user. */
    approveDevice(token: string): FrameUser {
      const link = store.link(hashToken(token))
      if (!link) throw new AuthError('This approval link is not valid.', 404)
      if (link.usedAt !== undefined) throw new AuthError('This approval link was already used.', 409)
      if (now() >= link.expiresAt) throw new AuthError('This approval link has expired. Sign in again to get a new one.', 400)
      const user = store.userById(link.userId)
      if (!user) throw new AuthError('This approval link is not valid.', 404)
      link.usedAt = now()
      user.devices.add(link.deviceId)
      for (const waiter of approvalWaiters.get(waiterKey(user.id, link.deviceId)) ?? []) waiter()
      return user
    },

    /** CONNECT_OTP: verifies the login code; creates the user (and its keys) if new, remembers the device, opens a session. */
    async verifyLogin(input: { email: string; deviceId: string; otp: string }): Promise<{ token: string; user: FrameUser }> {
      const email = normalizeEmail(input.email)
      const existing = store.userByEmail(email)
      if (existing && !existing.devices.has(input.deviceId)) {
        assertNotLocked(store.guard(email), now())
        throw new AuthError('Approve this device from the link mailed to you first.', 403)
      }
      consumeCode('login', email, input.otp)
      const user = existing ?? (await createUser(email))
      user.devices.add(input.deviceId)
      return { token: openSession(user, input.deviceId), user }
    },

    /**
     * A social or Farcaster identity the server verified itself (the provider's ID token, the signed
     * Farcaster message): its user, created with its own keys when new (email null); the username
     * follows the provider's. The device becomes known to the user.
     */
    async userForIdentity(identity: FrameIdentity, deviceId: string): Promise<FrameUser> {
      const existing = store.userByIdentity(identity.provider, identity.subject)
      const user = existing ?? (await createUser(null, identity))
      if (existing?.identity) existing.identity.username = identity.username
      user.devices.add(deviceId)
      return user
    },

    /** A new session of a user on a device it already knows (after userForIdentity). */
    sessionFor(userId: string, deviceId: string): { token: string; user: FrameUser } {
      const user = store.userById(userId)
      if (!user?.devices.has(deviceId)) throw new AuthError(NO_SESSION_MESSAGE, 401)
      return { token: openSession(user, deviceId), user }
    },

    /** The user of a live session (401 otherwise). */
    sessionUser(token: string | undefined): FrameUser {
      return requireSession(token).user
    },

    /** SIGN_OUT: the session is revoked (signing out twice is fine). */
    signOut(token: string | undefined): void {
      const found = liveSession(token)
      if (found) found.session.revokedAt = now()
    },

    /** UPDATE_EMAIL: mails the primary code to the current address. */
    async startEmailUpdate(token: string | undefined, newEmailInput: string): Promise<'VERIFY_PRIMARY_OTP'> {
      const { user } = requireSession(token)
      const email = user.email
      if (email === null) throw new AuthError('This account signed in without an email: there is no email to change.', 400)
      const newEmail = normalizeEmail(newEmailInput)
      if (newEmail === email) throw new AuthError('This is already your email.', 400)
      if (store.userByEmail(newEmail)) throw new AuthError('This email is already in use.', 409)
      const guard = store.guard(email)
      assertNotLocked(guard, now())
      assertCooledDown(guard, now())
      store.setGuard(email, { ...guard, lastRequestAt: now() })
      store.setEmailUpdate(user.id, { newEmail, primaryVerified: false })
      await mailCode('update-primary', email, (code) => emailChangeMail(email, code, newEmail))
      return 'VERIFY_PRIMARY_OTP'
    },

    /** UPDATE_EMAIL_PRIMARY_OTP: verifies the code of the current address, then mails the secondary code to the new one. */
    async verifyPrimaryEmailCode(token: string | undefined, otp: string): Promise<'VERIFY_SECONDARY_OTP'> {
      const { user } = requireSession(token)
      const update = store.emailUpdate(user.id)
      if (!update || user.email === null) throw new AuthError('No email change was requested.', 400)
      consumeCode('update-primary', user.email, otp)
      update.primaryVerified = true
      await mailCode('update-secondary', update.newEmail, (code) => emailChangeMail(update.newEmail, code, update.newEmail))
      return 'VERIFY_SECONDARY_OTP'
    },

    /** UPDATE_EMAIL_SECONDARY_OTP: verifies the code of the new address; the user's email becomes it. */
    verifySecondaryEmailCode(token: string | undefined, otp: string): string {
      const { user } = requireSession(token)
      const update = store.emailUpdate(user.id)
      if (!update?.primaryVerified) throw new AuthError('Confirm the code sent to your current email first.', 400)
      consumeCode('update-secondary', update.newEmail, otp)
      if (store.userByEmail(update.newEmail)) throw new AuthError('This email is already in use.', 409)
      store.changeEmail(user, update.newEmail)
      store.setEmailUpdate(user.id, undefined)
      return update.newEmail
    },

    /** The user's mnemonic, opened only for a live session (the signer's). */
    mnemonicFor(token: string | undefined): { user: FrameUser; mnemonic: string } {
      const { user } = requireSession(token)
      return { user, mnemonic: openMnemonic(masterKey, user.sealedMnemonic) }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>

/** How the logs name a user: the email, else `provider:username`. */
export const userLabel = (user: FrameUser): string => user.email ?? `${user.identity?.provider ?? 'user'}:${user.identity?.username ?? user.id}`
