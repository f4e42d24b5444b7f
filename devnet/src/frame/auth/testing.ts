import { MemoryAuthStore } from './authStore'
import { createAuthService } from './authService'
import { newMasterKey } from './keyCustody'
import type { FrameMail } from './mail'

/** A mail recorder for tests: the mails sent, and the last code or link mailed to an address. */
export function recordMails() {
  const mails: FrameMail[] = []
  const last = (to: string) => [...mails].reverse().find((mail) => mail.to === to)
  return {
    mails,
    sendMail: async (mail: FrameMail) => {
      mails.push(mail)
    },
    lastCode(to: string): string {
      const code = last(to)?.text.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code mailed to ${to}`)
      return code
    },
    lastLinkToken(to: string): string {
      const token = last(to)?.text.match(/device\/approve\?token=([\w%-]+)/)?.[1]
      if (!token) throw new Error(`no device link mailed to ${to}`)
      return decodeURIComponent(token)
    },
  }
}

/** An auth service over a fresh memory store, a mail recorder and a clock the test moves. */
export function testAuthService() {
  const clock = { now: Date.UTC(2026, 0, 1, 12, 0, 0) }
  const mail = recordMails()
  const store = new MemoryAuthStore()
  const service = createAuthService({
    store,
    sendMail: mail.sendMail,
    frameUrl: 'http://localhost:8790',
    masterKey: newMasterKey(),
    now: () => clock.now,
  })
  const tick = (ms: number): void => {
    clock.now += ms
  }
  return { service, store, mail, clock, tick }
}
