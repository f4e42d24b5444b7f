import type { PGlite } from '@electric-sql/pglite'

export type OrderStatus = 'pending' | 'processing' | 'done'

/** An on-ramp order as the control API returns it (GET /devnet/onramp/orders/:id). Amounts are decimal text. */
export interface OnrampOrder {
  id: string
  status: OrderStatus
  /** An EVM address in lower case, or a Solana address (base58, as given). */
  address: string
  /** CAIP-2: 'eip155:31337', 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'. */
  chain: string
  network: string
  symbol: string
  /** In the purchased currency's smallest unit. */
  purchaseUnits: string
  paymentCurrency: string
  totalCents: string
  feeCents: string
  partnerUserId: string | null
  redirectUrl: string | null
  txHash: string | null
  createdAt: string
  paidAt: string | null
}

export type NewOnrampOrder = Pick<
  OnrampOrder,
  'id' | 'address' | 'chain' | 'network' | 'symbol' | 'purchaseUnits' | 'paymentCurrency' | 'totalCents' | 'feeCents' | 'partnerUserId' | 'redirectUrl'
>

export interface OrderStore {
  create(order: NewOnrampOrder): Promise<OnrampOrder>
  get(id: string): Promise<OnrampOrder | undefined>
  /** pending → processing; undefined when the order is not pending (paid, being paid, unknown): only one payment may credit it. */
  claim(id: string): Promise<OnrampOrder | undefined>
  /** processing → done with the crediting transaction (an EVM hash or a Solana signature). */
  complete(id: string, txHash: string): Promise<OnrampOrder | undefined>
  /** processing → pending, after a payment that did not go through. */
  release(id: string): Promise<OnrampOrder | undefined>
  /** The orders of an address whose payment went through or is crediting the wallet, newest first. */
  paidFor(address: string): Promise<OnrampOrder[]>
}

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value))

function toOrder(row: Record<string, unknown>): OnrampOrder {
  return {
    id: String(row.id),
    status: row.status as OrderStatus,
    address: String(row.address),
    chain: String(row.chain),
    network: String(row.network),
    symbol: String(row.symbol),
    purchaseUnits: String(row.purchase_units),
    paymentCurrency: String(row.payment_currency),
    totalCents: String(row.total_cents),
    feeCents: String(row.fee_cents),
    partnerUserId: row.partner_user_id === null ? null : String(row.partner_user_id),
    redirectUrl: row.redirect_url === null ? null : String(row.redirect_url),
    txHash: row.tx_hash === null ? null : String(row.tx_hash),
    createdAt: iso(row.created_at) ?? '',
    paidAt: iso(row.paid_at),
  }
}

/** How orders keep an address: EVM in lower case (any case finds it), Solana's base58 as it is (its case matters). */
export const orderAddress = (address: string): string => (address.startsWith('0x') ? address.toLowerCase() : address)

/** On-ramp orders over the devnet API's PGlite database (db/schema.ts, onramp_orders). */
export function createOrderStore(db: PGlite): OrderStore {
  const one = async (sql: string, params: unknown[]) => {
    const row = (await db.query<Record<string, unknown>>(sql, params)).rows[0]
    return row ? toOrder(row) : undefined
  }
  return {
    async create(order) {
      const created = await one(
        `insert into onramp_orders (id, status, address, chain, network, symbol, purchase_units, payment_currency, total_cents, fee_cents, partner_user_id, redirect_url)
         values ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
        [
          order.id,
          order.address,
          order.chain,
          order.network,
          order.symbol,
          order.purchaseUnits,
          order.paymentCurrency,
          order.totalCents,
          order.feeCents,
          order.partnerUserId,
          order.redirectUrl,
        ],
      )
      if (!created) throw new Error(`on-ramp order ${order.id} was not stored`)
      return created
    },
    get: (id) => one('select * from onramp_orders where id = $1', [id]),
    claim: (id) => one(`update onramp_orders set status = 'processing' where id = $1 and status = 'pending' returning *`, [id]),
    complete: (id, txHash) =>
      one(`update onramp_orders set status = 'done', tx_hash = $2, paid_at = now() where id = $1 and status = 'processing' returning *`, [id, txHash]),
    release: (id) => one(`update onramp_orders set status = 'pending' where id = $1 and status = 'processing' returning *`, [id]),
    async paidFor(address) {
      const { rows } = await db.query<Record<string, unknown>>(
        `select * from onramp_orders where address = $1 and status in ('processing', 'done') order by coalesce(paid_at, created_at) desc, id`,
        [orderAddress(address)],
      )
      return rows.map(toOrder)
    },
  }
}
