import { type RunningMailServer, sendDevnetMail, startMailServer } from '@berth/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode, waitForMail } from '../support/inbox'

// A mail server of this file's own, on free ports: never the shared devnet's.
let mail: RunningMailServer
const send = (to: string, subject: string, text: string) => sendDevnetMail({ to, subject, text }, { smtpUrl: mail.smtpUrl })

beforeAll(async () => {
  mail = await startMailServer({ smtpPort: 0, inboxPort: 0 })
})
afterAll(() => mail?.stop())

describe('waitForMail', () => {
  it('waits for a mail sent later, and reads its code', async () => {
    const after = new Date()
    const waiting = waitForMail(mail.inboxUrl, { to: 'Wait@Example.com', after })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await send('wait@example.com', 'Your Berth code', 'Your code is 031337. It expires in 10 minutes.')
    const message = await waiting
    expect(message.subject).toBe('Your Berth code')
    expect(extractCode(message.text)).toBe('031337')
  })

  it('skips mail received before `after` and mail whose subject does not match', async () => {
    await send('pick@example.com', 'Your Berth code', 'Your code is 111111.')
    await new Promise((resolve) => setTimeout(resolve, 10))
    const after = new Date()
    await expect(waitForMail(mail.inboxUrl, { to: 'pick@example.com', after, timeoutMs: 300 })).rejects.toThrow('No mail to pick@example.com')
    await send('pick@example.com', 'Approve this device', 'Open the link.')
    await send('pick@example.com', 'Your Berth code', 'Your code is 222222.')
    const message = await waitForMail(mail.inboxUrl, { to: 'pick@example.com', subjectIncludes: 'code', after })
    expect(extractCode(message.text)).toBe('222222')
  })

  it('fails after its timeout, naming the mail it saw', async () => {
    await send('late@example.com', 'Something else', 'x')
    await expect(waitForMail(mail.inboxUrl, { to: 'late@example.com', subjectIncludes: 'code', timeoutMs: 300 })).rejects.toThrow(
      /^No mail to late@example.com matching .* \(mail to it: "Something else" at /,
    )
  })

  it('fails when the inbox refuses the query', async () => {
    await expect(waitForMail(mail.inboxUrl, { to: 'not an address' })).rejects.toThrow('/api/messages answered 400')
  })
})
