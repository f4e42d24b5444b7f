import { Hono } from 'hono'
import { z } from 'zod'
import { DEVNET_MAIL_SERVICE } from './constants'
import { renderInboxPage, renderMessagePage, renderNotFoundPage } from './inboxPages'
import type { MessageStore } from './messageStore'

const listQuerySchema = z.object({ to: z.email().max(320).optional() })

/** The web inbox (HTML a person reads) and its JSON API (tests and tools) over the store. */
export function createInboxApp(options: { store: MessageStore; smtpUrl: string }): Hono {
  const { store } = options
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
    // A mail's HTML part shows only in a sandboxed srcdoc frame, which inherits this policy too: no scripts anywhere.
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'none'")
  })

  app.get('/devnet/mail/health', (c) => c.json({ ok: true, service: DEVNET_MAIL_SERVICE, smtpUrl: options.smtpUrl }))

  app.get('/api/messages', (c) => {
    const query = listQuerySchema.safeParse({ to: c.req.query('to') })
    if (!query.success) return c.json({ error: 'to must be an email address' }, 400)
    return c.json({ messages: store.list({ to: query.data.to }) })
  })
  app.get('/api/messages/:id', (c) => {
    const message = store.get(c.req.param('id'))
    return message ? c.json(message) : c.json({ error: 'No such message' }, 404)
  })
  app.delete('/api/messages', (c) => c.json({ cleared: store.clear() }))

  app.get('/', (c) => c.html(renderInboxPage(store.list())))
  app.get('/messages/:id', (c) => {
    const message = store.get(c.req.param('id'))
    return message ? c.html(renderMessagePage(message)) : c.html(renderNotFoundPage('There is no such message (the inbox keeps only the newest ones).'), 404)
  })

  app.notFound((c) => (c.req.path.startsWith('/api/') ? c.json({ error: 'Not found' }, 404) : c.html(renderNotFoundPage('There is no such page.'), 404)))
  return app
}
