import type { Context, Hono } from 'hono'
import { jsonBodyLimit } from '../http/jsonBodyLimit'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { reasonCodes, reasonsResponse } from '../http/reasons'
import { parseJsonBody, parseSdkQuery } from '../http/validate'
import { checkoutOrder, onrampUrlBodySchema } from '../onramp/checkoutParams'
import { findOnrampTarget, onrampOptions, paymentCurrencies, paymentMethods } from '../onramp/onrampOptions'
import { fiatCents, limitError, quoteParts, toOnrampQuote } from '../onramp/onrampQuote'
import type { OnrampOrder, OrderStore } from '../onramp/orderStore'

/** Devnet Ramp's checkout origin (DESIGN.md): the URL the generator hands out. */
export const DEVNET_RAMP_URL = 'http://localhost:8791'
const MAX_BODY_BYTES = 16 * 1024

const quoteBodySchema = z.strictObject({
  purchaseCurrency: z.string().min(1).max(16),
  paymentCurrency: z.enum(paymentCurrencies, { error: 'expected USD or EUR' }),
  amount: z.union([z.number().positive().finite().transform(String), z.string().max(40)]),
  network: z.string().min(1).max(64),
  paymentMethod: z.enum(paymentMethods).optional(),
})
const orderIdSchema = z.uuid()
const completeBodySchema = z.strictObject({
  txHash: z.string().regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/, 'expected a transaction hash or a Solana signature'),
})

const limited = jsonBodyLimit(MAX_BODY_BYTES)
const bad = (c: Context, description: string) => reasonsResponse(c, 400, [{ code: reasonCodes.invalidBody, description }])

/**
 * The on-ramp of the blockchain data API (SPEC.md §7), sold by Devnet Ramp:
 * - GET  /v1/onramp/options → `{ purchaseCurrencies, paymentCurrencies }` (SPEC.md §3)
 * - POST /v1/onramp/quote `{ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'berth-devnet', paymentMethod?: 'card' }`
 *   → `{ paymentTotal, paymentSubtotal, purchaseAmount, fees, quoteId }`, amounts as `{ amount, currency }`
 * - POST /v1/generators/onrampurl (checkoutParams.ts) → `{ url }`: Devnet Ramp's checkout of a recorded order
 * and, for Devnet Ramp only (not the hosted API), the order's life: GET /devnet/onramp/orders/:id and
 * POST …/claim, …/complete `{ txHash }`, …/release (409 when the order is not in the state that step needs).
 */
export function onrampRoutes(app: Hono, { orders, rampUrl }: ApiContext): void {
  if (!orders) return
  const checkoutBase = rampUrl ?? DEVNET_RAMP_URL

  app.get('/v1/onramp/options', (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    return c.json(onrampOptions())
  })

  app.post('/v1/onramp/quote', limited, async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, quoteBodySchema)
    if (!body.ok) return body.response
    const { purchaseCurrency, paymentCurrency, amount, network, paymentMethod } = body.value
    const target = findOnrampTarget(network, purchaseCurrency)
    if (!target) return bad(c, `Devnet Ramp does not sell ${purchaseCurrency} on ${network}`)
    const cents = fiatCents(amount)
    if (cents === undefined) return bad(c, 'amount: expected a positive amount with at most 2 decimals')
    const limit = limitError(cents, paymentMethod ?? 'card', paymentCurrency)
    if (limit) return bad(c, limit)
    return c.json(toOnrampQuote(quoteParts(cents, paymentCurrency, target), paymentCurrency, target, crypto.randomUUID()))
  })

  app.post('/v1/generators/onrampurl', limited, async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, onrampUrlBodySchema)
    if (!body.ok) return body.response
    const checked = checkoutOrder(body.value, c.req.header('origin'))
    if (!checked.ok) return bad(c, checked.error)
    const { address, target, currency, parts, redirectUrl } = checked.order
    const order = await orders.create({
      id: crypto.randomUUID(),
      address,
      chain: target.chain,
      network: target.network,
      symbol: target.symbol,
      purchaseUnits: String(parts.purchaseUnits),
      paymentCurrency: currency,
      totalCents: String(parts.totalCents),
      feeCents: String(parts.feeCents),
      partnerUserId: body.value.partnerUserId ?? null,
      redirectUrl: redirectUrl ?? null,
    })
    return c.json({ url: `${checkoutBase}/checkout/${order.id}` })
  })

  orderRoute(app, orders, 'get', '', (id) => orders.get(id))
  orderRoute(app, orders, 'post', '/claim', (id) => orders.claim(id))
  orderRoute(app, orders, 'post', '/release', (id) => orders.release(id))
  app.post('/devnet/onramp/orders/:id/complete', async (c) => {
    const id = orderIdSchema.safeParse(c.req.param('id'))
    if (!id.success) return reasonsResponse(c, 400, [{ code: reasonCodes.invalidParam, description: 'id: expected an order id' }])
    const body = await parseJsonBody(c, completeBodySchema)
    if (!body.ok) return body.response
    return orderAnswer(c, orders, id.data, await orders.complete(id.data, body.value.txHash))
  })
}

function orderRoute(app: Hono, orders: OrderStore, method: 'get' | 'post', suffix: string, act: (id: string) => Promise<OnrampOrder | undefined>): void {
  app[method](`/devnet/onramp/orders/:id${suffix}`, async (c) => {
    const id = orderIdSchema.safeParse(c.req.param('id'))
    if (!id.success) return reasonsResponse(c, 400, [{ code: reasonCodes.invalidParam, description: 'id: expected an order id' }])
    return orderAnswer(c, orders, id.data, await act(id.data))
  })
}

/** The order after a step, 404 when there is none, 409 (with its state) when it was not in the state the step needs. */
async function orderAnswer(c: Context, orders: OrderStore, id: string, order: OnrampOrder | undefined): Promise<Response> {
  if (order) return c.json({ order })
  const current = await orders.get(id)
  if (!current) return reasonsResponse(c, 404, [{ code: reasonCodes.notFound, description: `no on-ramp order ${id}` }])
  return c.json({ reasons: [{ code: 'ORDER_STATE', description: `the order is ${current.status}` }], order: current }, 409)
}
