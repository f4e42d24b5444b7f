import { formatAmount, type SwapQuote } from '@berth/headless'
import { formatQuantity } from '../../format/formatQuantity'
import { formatUsd } from '../../format/formatUsd'

/** The quote as the user confirms it: rate, minimum received at the slippage, price impact and network fee in USD. */
export function SwapQuoteDetails({ quote }: { quote: SwapQuote }) {
  const { from, to } = quote
  const rows: [string, string, string][] = [
    ['Rate', `1 ${from.symbol} = ${formatQuantity(String(quote.rate), quote.rate < 1 ? 6 : 3)} ${to.symbol}`, 'swap-rate'],
    ['Minimum received', `${formatQuantity(formatAmount(quote.minimumReceived, to.decimals))} ${to.symbol}`, 'swap-minimum'],
    ['Price impact', quote.priceImpact === undefined ? 'Unknown' : `${quote.priceImpact.toFixed(2)}%`, 'swap-price-impact'],
    ['Network fee', quote.networkFee?.usd === undefined ? 'Unknown' : formatUsd(quote.networkFee.usd), 'swap-network-fee'],
    ['Slippage', `${quote.slippage}%`, 'swap-slippage'],
  ]
  return (
    <dl className="berth-send__details" data-slot="swap-quote">
      {rows.map(([label, value, slot]) => (
        <div key={label} className="berth-send__detail">
          <dt className="berth-send__detail-label">{label}</dt>
          <dd className="berth-send__detail-value" data-slot={slot}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
