import { describe, expect, it } from 'vitest'
import { DEVNET_MAIL_SERVICE } from './constants'
import { createInboxApp } from './createInboxApp'
import { mailMessageListSchema, mailMessageSchema } from './mailMessage'
import { createMessageStore } from './messageStore'

function setup() {
  const store = createMessageStore()
  const app = createInboxApp({ store, smtpUrl: 'smtp://127.0.0.1:2525' })
  const add = (to: string, subject: string, html: string | null = null) =>
    store.add({
      from: 'Berth Devnet <no-reply@berth.devnet>',
      to: [to],
      subject,
      text: `Your code is 123456. Open https://localhost:8790/device?t=a&b=1`,
      html,
    })
  return { app, add }
}

describe('the inbox JSON API', () => {
  it('GET /devnet/mail/health names the service and its SMTP server', async () => {
    const response = await setup().app.request('/devnet/mail/health')
    expect(await response.json()).toEqual({ ok: true, service: DEVNET_MAIL_SERVICE, smtpUrl: 'smtp://127.0.0.1:2525' })
  })

  it('GET /api/messages lists the messages newest first, ?to= only those addressed to it', async () => {
    const { app, add } = setup()
    add('ann@example.com', 'older')
    add('bob@example.com', 'for bob')
    add('ann@example.com', 'newer')
    const all = mailMessageListSchema.parse(await (await app.request('/api/messages')).json())
    expect(all.messages.map((message) => message.subject)).toEqual(['newer', 'for bob', 'older'])
    const ann = mailMessageListSchema.parse(await (await app.request('/api/messages?to=Ann%40example.com')).json())
    expect(ann.messages.map((message) => message.subject)).toEqual(['newer', 'older'])
  })

  it('GET /api/messages answers 400 for a `to` that is no email address', async () => {
    const response = await setup().app.request('/api/messages?to=not-an-address')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'to must be an email address' })
  })

  it('GET /api/messages/:id answers the message, 404 for an unknown id', async () => {
    const { app, add } = setup()
    const message = add('ann@example.com', 'hello')
    const found = await app.request(`/api/messages/${message.id}`)
    expect(mailMessageSchema.parse(await found.json())).toEqual(message)
    const unknown = await app.request('/api/messages/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'No such message' })
  })

  it('DELETE /api/messages clears the inbox', async () => {
    const { app, add } = setup()
    add('ann@example.com', 'one')
    add('ann@example.com', 'two')
    const response = await app.request('/api/messages', { method: 'DELETE' })
    expect(await response.json()).toEqual({ cleared: 2 })
    expect(await (await app.request('/api/messages')).json()).toEqual({ messages: [] })
  })
})

describe('the inbox pages', () => {
  it('lists each message with its recipient and subject, HTML in a subject shown as text', async () => {
    const { app, add } = setup()
    const message = add('ann@example.com', '<script>alert(1)</script> code')
    const response = await app.request('/')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain(`<a href="/messages/${message.id}">&lt;script&gt;alert(1)&lt;/script&gt; code</a>`)
    expect(html).not.toContain('<script>')
    expect(html).toContain('<td>ann@example.com</td>')
  })

  it('says so when there is no mail', async () => {
    expect(await (await setup().app.request('/')).text()).toContain('No mail yet.')
  })

  it('shows a message: its text with clickable links, its HTML part only in a sandboxed srcdoc frame', async () => {
    const { app, add } = setup()
    const message = add('ann@example.com', 'Your code', '<p onclick="x()">Hi <script>steal()</script></p>')
    const html = await (await app.request(`/messages/${message.id}`)).text()
    expect(html).toContain('Your code is 123456. Open <a href="https://localhost:8790/device?t=a&amp;b=1" rel="noreferrer">')
    expect(html).toContain(
      '<iframe sandbox="" title="HTML part" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &lt;script&gt;steal()&lt;/script&gt;&lt;/p&gt;"></iframe>',
    )
    expect(html).not.toContain('<script>')
  })

  it('answers 404 for an unknown message page or path', async () => {
    const { app } = setup()
    expect((await app.request('/messages/nope')).status).toBe(404)
    const api = await app.request('/api/nothing')
    expect([api.status, await api.json()]).toEqual([404, { error: 'Not found' }])
  })
})
