import { createAdaptorServer } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { checkCard, DECLINED_TEST_CARD } from './card'
import { renderCheckoutPage, renderDonePage, renderMessagePage } from './checkoutPage'
import { createWalletCrediter, type RampChain } from './creditWallet'

export const DEVNET_RAMP_PORT = 8791
export const DEVNET_RAMP_SERVICE = 'berth-devnet-ramp'

export interface StartRampServerOptions {
  /** The devnet API that keeps the orders (its /devnet/onramp/orders control routes). */
  apiUrl: string
  /** The EVM chains it credits wallets on. */
  chains: readonly RampChain[]
  /** Berth Solana Devnet's JSON-RPC, where it credits Solana wallets; without it a Solana order's payment fails (nothing charged). */
  solanaUrl?: string | undefined
  /** Default 8791; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1; the URL names it localhost, its own origin beside the API's 127.0.0.1. */
  host?: string
  now?: () => Date
  log?: (line: string) => void
}

export interface RunningRampServer {
  /** 'http://localhost:8791'. */
  url: string
  stop(): Promise<void>
}

const orderIdSchema = z.uuid()
const cardFormSchema = z.object({ number: z.string().max(64), expiry: z.string().max(16), cvc: z.string().max(8) })

/** Devnet Ramp: the on-ramp checkout page on its own origin, which credits the wallet on a good card. */
export function createRampApp(options: Omit<StartRampServerOptions, 'port' | 'host'>): Hono {
  const log = options.log ?? (() => {})
  const now = options.now ?? (() => new Date())
  const credit = createWalletCrediter(options.chains, options.solanaUrl)
  const api = async (path: string, init?: RequestInit): Promise<{ status: number; order: OnrampOrder | undefined }> => {
    const response = await fetch(`${options.apiUrl}/devnet/onramp/orders/${path}`, init)
    const body = (await response.json().catch(() => ({}))) as { order?: OnrampOrder }
    // A refused step (409) names the order too, in its current state: only a 200 means the step was taken.
    return { status: response.status, order: response.ok ? body.order : undefined }
  }
  const post = (path: string, body?: unknown) =>
    api(path, { method: 'POST', ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) })

  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
  })
  const message = (c: Context, status: 400 | 404 | 409 | 502, title: string, text: string) => c.html(renderMessagePage(title, text), status)
  const findOrder = async (c: Context) => {
    const id = orderIdSchema.safeParse(c.req.param('id'))
    if (!id.success) return { response: message(c, 400, 'Bad request', 'This checkout link is malformed.') }
    const found = await api(id.data)
    if (!found.order) return { response: message(c, 404, 'Order not found', 'There is no such order.') }
    return { order: found.order }
  }

  app.get('/devnet/ramp/health', (c) => c.json({ ok: true, service: DEVNET_RAMP_SERVICE }))

  app.get('/checkout/:id', async (c) => {
    const found = await findOrder(c)
    if (!found.order) return found.response
    return c.html(found.order.status === 'done' ? renderDonePage(found.order) : renderCheckoutPage(found.order))
  })

  app.post('/checkout/:id', bodyLimit({ maxSize: 4096, onError: (c) => message(c, 400, 'Bad request', 'The form is too large.') }), async (c) => {
    const found = await findOrder(c)
    if (!found.order) return found.response
    const order = found.order
    if (order.status !== 'pending')
      return message(c, 409, 'Order not payable', order.status === 'done' ? 'This order is already paid.' : 'This order is being paid.')
    const form = cardFormSchema.safeParse(await c.req.parseBody().catch(() => ({})))
    if (!form.success) return c.html(renderCheckoutPage(order, 'Fill in the card number, expiry and CVC.'), 400)
    const card = checkCard(form.data, now())
    if (!card.ok) return c.html(renderCheckoutPage(order, card.error), 400)
    if (card.number === DECLINED_TEST_CARD) return c.html(renderCheckoutPage(order, 'Your card was declined.'), 402)
    const claimed = await post(`${order.id}/claim`)
    if (!claimed.order) return message(c, 409, 'Order not payable', 'This order is being paid or already paid.')
    let txHash: string
    try {
      txHash = await credit(claimed.order)
    } catch (error) {
      log(`order ${order.id}: crediting failed: ${error instanceof Error ? error.message : String(error)}`)
      await post(`${order.id}/release`)
      return message(c, 502, 'Payment failed', 'The purchase could not be sent; you were not charged. Try again.')
    }
    const done = await post(`${order.id}/complete`, { txHash })
    log(`order ${order.id}: ${order.symbol} sent to ${order.address} in ${txHash}`)
    const paid = done.order ?? claimed.order
    return paid.redirectUrl ? c.redirect(paid.redirectUrl, 303) : c.html(renderDonePage(paid))
  })

  app.notFound((c) => message(c, 404, 'Not found', 'There is no such page.'))
  return app
}

/** Starts Devnet Ramp on http://localhost:8791 (DESIGN.md). */
export async function startRampServer(options: StartRampServerOptions): Promise<RunningRampServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? DEVNET_RAMP_PORT
  const app = createRampApp(options)
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE' ? `Port ${host}:${port} is already in use (another Devnet Ramp?)` : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
  let stopping: Promise<void> | undefined
  return {
    url: `http://localhost:${address.port}`,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
