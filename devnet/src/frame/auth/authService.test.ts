import { describe, expect, it } from 'vitest'
import { CODE_TTL_MS, DEVICE_LINK_TTL_MS, LOCK_MS, RESEND_COOLDOWN_MS, SESSION_TTL_MS } from './authRules'
import { createAuthService } from './authService'
import { newMasterKey } from './keyCustody'
import { APPROVE_DEVICE_SUBJECT, EMAIL_CHANGE_SUBJECT, LOGIN_CODE_SUBJECT } from './mail'
import { testAuthService } from './testing'

const email = 'visitor@example.com'
const wrongOf = (code: string) => (code === '111111' ? '222222' : '111111')

async function signUp(t: ReturnType<typeof testAuthService>, deviceId = 'device-a') {
  expect(await t.service.connectEmail({ email, deviceId })).toBe('VERIFY_OTP')
  return t.service.verifyLogin({ email, deviceId, otp: t.mail.lastCode(email) })
}

describe('email login', () => {
  it('mails a code to a new email and, once verified, creates the user with keys and a session', async () => {
    const t = testAuthService()
    expect(await t.service.connectEmail({ email: ' Visitor@Example.com ', deviceId: 'device-a' })).toBe('VERIFY_OTP')
    expect(t.mail.mails).toEqual([expect.objectContaining({ to: email, subject: LOGIN_CODE_SUBJECT })])
    const { token, user } = await t.service.verifyLogin({ email, deviceId: 'device-a', otp: t.mail.lastCode(email) })
    expect(user.addresses.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(t.service.sessionUser(token).id).toBe(user.id)
  })

  it('refuses a wrong code and keeps the right one good', async () => {
    const t = testAuthService()
    await t.service.connectEmail({ email, deviceId: 'd' })
    const code = t.mail.lastCode(email)
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: wrongOf(code) })).rejects.toThrow('Invalid code')
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: code })).resolves.toBeDefined()
  })

  it('refuses an expired code', async () => {
    const t = testAuthService()
    await t.service.connectEmail({ email, deviceId: 'd' })
    t.tick(CODE_TTL_MS)
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: t.mail.lastCode(email) })).rejects.toThrow('This code has expired')
  })

  it('refuses a code used once already', async () => {
    const t = testAuthService()
    await signUp(t, 'd')
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: t.mail.lastCode(email) })).rejects.toThrow('This code was already used')
  })

  it('refuses a code never requested', async () => {
    const t = testAuthService()
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: '123456' })).rejects.toThrow('No code was requested')
  })

  it('locks the email after five wrong codes, for 15 minutes, even for the right code and new requests', async () => {
    const t = testAuthService()
    await t.service.connectEmail({ email, deviceId: 'd' })
    const code = t.mail.lastCode(email)
    for (let i = 0; i < 4; i++) await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: wrongOf(code) })).rejects.toThrow('Invalid code')
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: wrongOf(code) })).rejects.toThrow(
      'Too many wrong codes: this email is locked for 15 minutes, until 12:15:00 UTC.',
    )
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: code })).rejects.toThrow('locked')
    t.tick(RESEND_COOLDOWN_MS)
    await expect(t.service.connectEmail({ email, deviceId: 'd' })).rejects.toThrow('locked')
    t.tick(LOCK_MS)
    expect(await t.service.connectEmail({ email, deviceId: 'd' })).toBe('VERIFY_OTP')
    await expect(t.service.verifyLogin({ email, deviceId: 'd', otp: t.mail.lastCode(email) })).resolves.toBeDefined()
  })

  it('refuses a second request within 30 s and accepts it after', async () => {
    const t = testAuthService()
    await t.service.connectEmail({ email, deviceId: 'd' })
    t.tick(12_500)
    await expect(t.service.connectEmail({ email, deviceId: 'd' })).rejects.toThrow('Please try again after 18 seconds')
    t.tick(RESEND_COOLDOWN_MS - 12_500)
    expect(await t.service.connectEmail({ email, deviceId: 'd' })).toBe('VERIFY_OTP')
    expect(t.mail.mails).toHaveLength(2)
  })

  it('says when the mail cannot be sent, and lets the visitor retry at once', async () => {
    const t = testAuthService()
    const failing = createAuthService({
      store: t.store,
      sendMail: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      },
      frameUrl: 'http://localhost:8790',
      masterKey: newMasterKey(),
      now: () => t.clock.now,
    })
    await expect(failing.connectEmail({ email, deviceId: 'd' })).rejects.toThrow('The mail could not be sent. Try again in a moment.')
    expect(await t.service.connectEmail({ email, deviceId: 'd' })).toBe('VERIFY_OTP')
  })

  it('answers CONNECT for this device with a live session of this email, without mailing', async () => {
    const t = testAuthService()
    const { token } = await signUp(t, 'd')
    t.tick(1000)
    expect(await t.service.connectEmail({ email, deviceId: 'd', token })).toBe('CONNECT')
    expect(t.mail.mails).toHaveLength(1)
  })
})

describe('devices', () => {
  it('asks a known user on a new device to approve it from a mailed link, then mails a code', async () => {
    const t = testAuthService()
    const first = await signUp(t, 'device-a')
    t.tick(RESEND_COOLDOWN_MS)
    expect(await t.service.connectEmail({ email, deviceId: 'device-b' })).toBe('VERIFY_DEVICE')
    expect(t.mail.mails.at(-1)).toMatchObject({ to: email, subject: APPROVE_DEVICE_SUBJECT })
    expect(t.mail.mails.at(-1)?.text).toContain('http://localhost:8790/device/approve?token=')
    // No session before the link is followed, even with a code.
    await expect(t.service.verifyLogin({ email, deviceId: 'device-b', otp: '123456' })).rejects.toThrow('Approve this device')
    const waiting = t.service.waitForDevice({ email, deviceId: 'device-b' }, 5000)
    t.service.approveDevice(t.mail.lastLinkToken(email))
    await waiting
    expect(t.mail.mails.at(-1)).toMatchObject({ to: email, subject: LOGIN_CODE_SUBJECT })
    const second = await t.service.verifyLogin({ email, deviceId: 'device-b', otp: t.mail.lastCode(email) })
    expect(second.user.addresses).toEqual(first.user.addresses)
  })

  it('a link followed before the wait started counts', async () => {
    const t = testAuthService()
    await signUp(t, 'a')
    t.tick(RESEND_COOLDOWN_MS)
    await t.service.connectEmail({ email, deviceId: 'b' })
    t.service.approveDevice(t.mail.lastLinkToken(email))
    await expect(t.service.waitForDevice({ email, deviceId: 'b' }, 10)).resolves.toBeUndefined()
  })

  it('refuses a link used twice, an expired one, an unknown one', async () => {
    const t = testAuthService()
    await signUp(t, 'a')
    t.tick(RESEND_COOLDOWN_MS)
    await t.service.connectEmail({ email, deviceId: 'b' })
    const token = t.mail.lastLinkToken(email)
    t.service.approveDevice(token)
    expect(() => t.service.approveDevice(token)).toThrow('already used')
    expect(() => t.service.approveDevice('nope')).toThrow('not valid')
    t.tick(RESEND_COOLDOWN_MS)
    await t.service.connectEmail({ email, deviceId: 'c' })
    t.tick(DEVICE_LINK_TTL_MS)
    expect(() => t.service.approveDevice(t.mail.lastLinkToken(email))).toThrow('expired')
  })

  it('gives up waiting when the link is not followed in time, and refuses a wait nothing was requested for', async () => {
    const t = testAuthService()
    await signUp(t, 'a')
    t.tick(RESEND_COOLDOWN_MS)
    await t.service.connectEmail({ email, deviceId: 'b' })
    await expect(t.service.waitForDevice({ email, deviceId: 'b' }, 20)).rejects.toThrow('not approved in time')
    await expect(t.service.waitForDevice({ email, deviceId: 'z' }, 20)).rejects.toThrow('No device approval was requested')
    const aborted = new AbortController()
    const waiting = t.service.waitForDevice({ email, deviceId: 'b' }, 5000, aborted.signal)
    aborted.abort()
    await expect(waiting).rejects.toThrow('not approved in time')
  })
})

describe('sessions', () => {
  it('expire after 7 days', async () => {
    const t = testAuthService()
    const { token } = await signUp(t)
    t.tick(SESSION_TTL_MS - 1)
    expect(() => t.service.sessionUser(token)).not.toThrow()
    t.tick(1)
    expect(() => t.service.sessionUser(token)).toThrow('Not signed in.')
  })

  it('are revoked on sign-out, and only their hash is stored', async () => {
    const t = testAuthService()
    const { token } = await signUp(t)
    expect(JSON.stringify([...(t.store as unknown as { sessions: Map<string, unknown> }).sessions.values()])).not.toContain(token)
    t.service.signOut(token)
    expect(() => t.service.sessionUser(token)).toThrow('Not signed in.')
    expect(() => t.service.sessionUser('forged')).toThrow('Not signed in.')
    expect(() => t.service.sessionUser(undefined)).toThrow('Not signed in.')
  })

  it('open the same keys for the same user on another device', async () => {
    const t = testAuthService()
    const a = await signUp(t, 'a')
    expect(t.service.mnemonicFor(a.token).mnemonic.split(' ')).toHaveLength(12)
    expect(() => t.service.mnemonicFor('forged')).toThrow('Not signed in.')
  })
})

describe('email update', () => {
  const newEmail = 'new@example.com'

  it('verifies a code to the old address, then one to the new address', async () => {
    const t = testAuthService()
    const { token, user } = await signUp(t)
    t.tick(RESEND_COOLDOWN_MS)
    expect(await t.service.startEmailUpdate(token, newEmail)).toBe('VERIFY_PRIMARY_OTP')
    expect(t.mail.mails.at(-1)).toMatchObject({ to: email, subject: EMAIL_CHANGE_SUBJECT })
    // The secondary step cannot come first.
    expect(() => t.service.verifySecondaryEmailCode(token, '123456')).toThrow('current email first')
    expect(await t.service.verifyPrimaryEmailCode(token, t.mail.lastCode(email))).toBe('VERIFY_SECONDARY_OTP')
    expect(t.mail.mails.at(-1)).toMatchObject({ to: newEmail, subject: EMAIL_CHANGE_SUBJECT })
    expect(t.service.verifySecondaryEmailCode(token, t.mail.lastCode(newEmail))).toBe(newEmail)
    expect(t.store.userByEmail(newEmail)?.id).toBe(user.id)
    expect(t.store.userByEmail(email)).toBeUndefined()
  })

  it('refuses a wrong code at either step, an address in use, the same address, and no session', async () => {
    const t = testAuthService()
    const { token } = await signUp(t)
    t.tick(RESEND_COOLDOWN_MS)
    await t.service.connectEmail({ email: newEmail, deviceId: 'x' })
    await t.service.verifyLogin({ email: newEmail, deviceId: 'x', otp: t.mail.lastCode(newEmail) })
    await expect(t.service.startEmailUpdate(token, newEmail)).rejects.toThrow('already in use')
    await expect(t.service.startEmailUpdate(token, email)).rejects.toThrow('already your email')
    await expect(t.service.startEmailUpdate('forged', 'other@example.com')).rejects.toThrow('Not signed in.')
    await expect(t.service.verifyPrimaryEmailCode(token, '123456')).rejects.toThrow('No email change was requested')
    await t.service.startEmailUpdate(token, 'other@example.com')
    const code = t.mail.lastCode(email)
    await expect(t.service.verifyPrimaryEmailCode(token, wrongOf(code))).rejects.toThrow('Invalid code')
    await t.service.verifyPrimaryEmailCode(token, code)
    const second = t.mail.lastCode('other@example.com')
    expect(() => t.service.verifySecondaryEmailCode(token, wrongOf(second))).toThrow('Invalid code')
    expect(t.service.verifySecondaryEmailCode(token, second)).toBe('other@example.com')
  })
})
