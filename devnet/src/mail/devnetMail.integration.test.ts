import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet } from '../startDevnet'
import { DEVNET_MAIL_FROM } from './constants'
import { mailMessageListSchema, mailMessageSchema } from './mailMessage'
import { sendDevnetMail } from './sendDevnetMail'
import { startDevnetMail } from './startDevnetMail'
import { type RunningMailServer, startMailServer } from './startMailServer'

// A mail server of this file's own, on free ports: never the shared devnet's 2525/8794.
let mail: RunningMailServer
const portOf = (url: string) => Number(new URL(url).port)
const messagesTo = async (inboxUrl: string, to: string) =>
  mailMessageListSchema.parse(await (await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()).messages

async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  mail = await startMailServer({ smtpPort: 0, inboxPort: 0 })
})
afterAll(() => mail?.stop())

describe('devnet mail', () => {
  it('a mail sent with sendDevnetMail arrives in the JSON API with its sender, recipient, subject, text and HTML', async () => {
    await sendDevnetMail(
      { to: 'Ann@Example.com', subject: 'Your Berth code', text: 'Your code is 482913.', html: '<p>Your code is <b>482913</b>.</p>' },
      { smtpUrl: mail.smtpUrl },
    )
    const [message] = await messagesTo(mail.inboxUrl, 'ann@example.com')
    expect(message).toMatchObject({
      from: '"Berth Devnet" <no-reply@berth.devnet>',
      to: ['ann@example.com'],
      subject: 'Your Berth code',
      html: '<p>Your code is <b>482913</b>.</p>',
    })
    expect(message?.text.trim()).toBe('Your code is 482913.')
    expect(DEVNET_MAIL_FROM).toBe('Berth Devnet <no-reply@berth.devnet>')
    const one = await fetch(`${mail.inboxUrl}/api/messages/${message?.id}`)
    expect(mailMessageSchema.parse(await one.json())).toEqual(message)
    expect(await messagesTo(mail.inboxUrl, 'bob@example.com')).toEqual([])
  })

  it('the inbox page lists the mail and shows HTML in its subject as text', async () => {
    await sendDevnetMail({ to: 'eve@example.com', subject: 'Hi <script>alert(1)</script>', text: 'x' }, { smtpUrl: mail.smtpUrl })
    const [message] = await messagesTo(mail.inboxUrl, 'eve@example.com')
    const page = await (await fetch(`${mail.inboxUrl}/`)).text()
    expect(page).toContain(`<a href="/messages/${message?.id}">Hi &lt;script&gt;alert(1)&lt;/script&gt;</a>`)
    expect(page).not.toContain('<script>')
    const messagePage = await fetch(`${mail.inboxUrl}/messages/${message?.id}`)
    expect(messagePage.status).toBe(200)
    expect(await messagePage.text()).toContain('<h1>Hi &lt;script&gt;alert(1)&lt;/script&gt;</h1>')
  })

  it('a second start adopts the running one (reuseRunning), and stopping it leaves that one running', async () => {
    const second = await startDevnetMail({ inboxPort: portOf(mail.inboxUrl) }, '127.0.0.1', true, () => {})
    expect(second).toMatchObject({ reused: true, inboxUrl: mail.inboxUrl, smtpUrl: mail.smtpUrl })
    await second.stop()
    await sendDevnetMail({ to: 'adopted@example.com', subject: 'still here', text: 'x' }, { smtpUrl: second.smtpUrl })
    expect((await messagesTo(mail.inboxUrl, 'adopted@example.com')).map((message) => message.subject)).toEqual(['still here'])
  })

  it('without reuseRunning, a second start on the same ports fails: the port is in use', async () => {
    await expect(startDevnetMail({ smtpPort: portOf(mail.smtpUrl), inboxPort: 0 }, '127.0.0.1', false, () => {})).rejects.toThrow(
      `Port 127.0.0.1:${portOf(mail.smtpUrl)} is already in use (another devnet SMTP server?)`,
    )
    await expect(startDevnetMail({ smtpPort: 0, inboxPort: portOf(mail.inboxUrl) }, '127.0.0.1', false, () => {})).rejects.toThrow(
      `Port 127.0.0.1:${portOf(mail.inboxUrl)} is already in use (another devnet inbox?)`,
    )
  })

  it('refuses an inbox port held by another server', async () => {
    const other = createServer((_request, response) => response.writeHead(404).end('nope'))
    const port = await listenOnFreePort(other)
    try {
      await expect(startDevnetMail({ smtpPort: 0, inboxPort: port }, '127.0.0.1', true, () => {})).rejects.toThrow(
        `http://127.0.0.1:${port} answers, but not as the devnet mail inbox: stop that server or free the port`,
      )
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('sendDevnetMail fails when no SMTP server answers', async () => {
    const closed = await startMailServer({ smtpPort: 0, inboxPort: 0 })
    await closed.stop()
    await expect(sendDevnetMail({ to: 'a@example.com', subject: 's', text: 't' }, { smtpUrl: closed.smtpUrl })).rejects.toThrow(/ECONNREFUSED/)
    await expect(sendDevnetMail({ to: 'a@example.com', subject: 's', text: 't' }, { smtpUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
      'sendDevnetMail needs an smtp:// URL',
    )
  })

  it('startDevnet starts the mail beside the rest and stops it with them', async () => {
    const devnet = await startDevnet({ chains: [], api: false, relay: false, solana: false, bitcoin: false, mail: { smtpPort: 0, inboxPort: 0 } })
    try {
      expect(devnet.mail?.reused).toBe(false)
      await sendDevnetMail({ to: 'devnet@example.com', subject: 'from startDevnet', text: 'x' }, { smtpUrl: devnet.mail?.smtpUrl ?? '' })
      expect((await messagesTo(devnet.mail?.inboxUrl ?? '', 'devnet@example.com')).map((message) => message.subject)).toEqual(['from startDevnet'])
    } finally {
      await devnet.stop()
    }
    await expect(fetch(`${devnet.mail?.inboxUrl}/devnet/mail/health`)).rejects.toThrow()
    const noMail = await startDevnet({ chains: [], api: false, relay: false, solana: false, bitcoin: false })
    expect(noMail.mail).toBeUndefined()
    await noMail.stop()
  })
})
