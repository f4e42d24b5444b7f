import { formatUnits } from 'viem'
import { escapeXml as esc } from '../api/images/escapeXml'
import { centsText, findOnrampTarget, purchaseDecimals } from '../api/onramp/onrampOptions'
import type { OnrampOrder } from '../api/onramp/orderStore'

const styles = `body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#666}dd{margin:0}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;font:inherit;box-sizing:border-box}
button{margin-top:16px;padding:10px 16px;font:inherit;width:100%}.error{color:#b00020}.done{color:#0a7d32}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Devnet Ramp</title><style>${styles}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`
}

/** Purchase, fee and destination of an order, every value escaped. */
function orderSummary(order: OnrampOrder): string {
  const target = findOnrampTarget(order.network, order.symbol)
  const decimals = purchaseDecimals(order.symbol)
  const rows: [string, string][] = [
    ['You buy', `${formatUnits(BigInt(order.purchaseUnits), decimals)} ${order.symbol}`],
    ['Network', target?.displayName ?? order.network],
    ['To', order.address],
    ['Fee', `${centsText(BigInt(order.feeCents))} ${order.paymentCurrency}`],
    ['You pay', `${centsText(BigInt(order.totalCents))} ${order.paymentCurrency}`],
  ]
  return `<dl>${rows.map(([term, value]) => `<dt>${esc(term)}</dt><dd data-field="${esc(term)}">${esc(value)}</dd>`).join('')}</dl>`
}

/** The checkout form; `error` (a card refused, a declined payment) shows above it. */
export function renderCheckoutPage(order: OnrampOrder, error?: string): string {
  return page(
    'Devnet Ramp checkout',
    `${orderSummary(order)}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/checkout/${esc(order.id)}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${esc(centsText(BigInt(order.totalCents)))} ${esc(order.paymentCurrency)}</button>
</form>`,
  )
}

export function renderDonePage(order: OnrampOrder): string {
  return page('Payment complete', `<p class="done" role="status">Your purchase has been sent to your wallet.</p>${orderSummary(order)}`)
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<p class="error" role="alert">${esc(message)}</p>`)
}
