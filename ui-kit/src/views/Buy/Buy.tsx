import { checkOnrampAmount, type OnrampPaymentMethod, type OnrampQuote } from '@berth/headless'
import { useBuyUrl, useModal, useNetwork, useOnrampOptions, useOnrampPurchases, useOnrampQuote } from '@berth/headless/react'
import { useEffect, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert'
import { AmountField } from '../../primitives/AmountField'
import { Button } from '../../primitives/Button'
import { Skeleton } from '../../primitives/Skeleton'
import { Text } from '../../primitives/Text'

const METHOD_LABEL: Record<OnrampPaymentMethod, string> = { card: 'Card', ach_bank_account: 'Bank account' }
/** The quote is asked for once the amount has not changed for this long. */
const QUOTE_DEBOUNCE_MS = 400

/**
 * Buy crypto with fiat: what to buy (the currencies the on-ramp sells on the active network), the
 * fiat currency and payment method, an amount within that method's limits, the quote with its fees
 * (an estimate, said so, when the provider gives none), then the provider's checkout in a new tab
 * and BuyInProgress. When the on-ramp API fails its built-in options apply, and the view says so.
 */
/** Buy's props: an amount already typed (stories). */
export type BuyProps = {
  /** The fiat amount the form starts with; empty by default. */
  initialAmount?: string
}

export default function Buy({ initialAmount = '' }: BuyProps) {
  const { network, caipNetworkId } = useNetwork()
  const { push } = useModal()
  const options = useOnrampOptions()
  const purchases = useOnrampPurchases()
  const buy = useBuyUrl()
  const amountId = useId()
  const hintId = useId()

  const sold = (options.data?.purchaseCurrencies ?? []).filter((currency) => currency.networks.some((entry) => entry.caipNetworkId === caipNetworkId))
  const fiats = options.data?.paymentCurrencies ?? []
  const [symbol, setSymbol] = useState<string>()
  const [fiat, setFiat] = useState<string>()
  const [method, setMethod] = useState<OnrampPaymentMethod>('card')
  const [amount, setAmount] = useState(initialAmount)
  const debounced = useDebounced(amount.trim(), QUOTE_DEBOUNCE_MS)

  const purchaseCurrency = symbol ?? sold[0]?.symbol
  const paymentCurrency = fiat ?? fiats[0]?.id
  const limits = fiats.find((currency) => currency.id === paymentCurrency)?.limits ?? []
  const limit = limits.find((entry) => entry.id === method)
  const check = amount.trim() && paymentCurrency ? checkOnrampAmount({ amount, paymentCurrency, paymentMethod: method, paymentCurrencies: fiats }) : undefined
  const quote = useOnrampQuote({
    purchaseCurrency,
    paymentCurrency,
    amount: check?.ok && debounced === amount.trim() ? debounced : undefined,
    paymentMethod: method,
  })

  if (options.isPending) {
    return (
      <div className="berth-send" aria-busy="true" data-slot="buy-loading">
        <span className="berth-sr-only">Loading what you can buy</span>
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    )
  }
  if (sold.length === 0 || !purchaseCurrency || !paymentCurrency) {
    return (
      <div className="berth-send berth-send--center" data-slot="buy-unavailable">
        {options.data?.fallback ? <FallbackNote reason={options.data.reason} /> : null}
        <Text variant="paragraph" weight="semibold">
          {`Buying is not available on ${network?.name ?? 'this network'}`}
        </Text>
      </div>
    )
  }

  const hint = check && !check.ok ? check.message : limit ? `Between ${limit.min} and ${limit.max} ${paymentCurrency}` : ''
  const ready = check?.ok === true && quote.data !== undefined && !buy.isPending

  const startCheckout = () => {
    if (!check?.ok) return
    // Opened in the click itself (a popup blocker allows that), pointed at the checkout once its URL is made.
    const tab = typeof window === 'undefined' ? null : window.open('', '_blank')
    buy.mutate(
      { purchaseCurrency, paymentCurrency, amount: check.amount, paymentMethod: method },
      {
        onSuccess: (checkout) => {
          if (tab) {
            tab.opener = null
            tab.location.href = checkout.url
          } else {
            window.open(checkout.url, '_blank', 'noopener,noreferrer')
          }
          push('BuyInProgress', { purchase: { ...checkout, knownPurchaseIds: (purchases.data ?? []).map((purchase) => purchase.id) } })
        },
        onError: () => tab?.close(),
      },
    )
  }

  return (
    <form
      className="berth-send"
      data-slot="buy"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) startCheckout()
      }}
    >
      {options.data?.fallback ? <FallbackNote reason={options.data.reason} /> : null}
      <Choices
        legend="Buy"
        name="buy-currency"
        value={purchaseCurrency}
        choices={sold.map((currency) => ({ value: currency.symbol, label: currency.symbol }))}
        onChange={setSymbol}
      />
      <Choices
        legend="Pay with"
        name="buy-fiat"
        value={paymentCurrency}
        choices={fiats.map((currency) => ({ value: currency.id, label: currency.id }))}
        onChange={setFiat}
      />
      <Choices
        legend="Payment method"
        name="buy-method"
        value={method}
        choices={limits.map((entry) => ({ value: entry.id, label: METHOD_LABEL[entry.id] }))}
        onChange={(value) => setMethod(value as OnrampPaymentMethod)}
      />
      <AmountField
        id={amountId}
        data-slot="buy-amount"
        placeholder="0.00"
        aria-describedby={hintId}
        aria-invalid={check && !check.ok ? true : undefined}
        value={amount}
        onValueChange={setAmount}
        unit={paymentCurrency}
      >
        <Text
          id={hintId}
          variant="small"
          tone={check && !check.ok ? 'error' : 'secondary'}
          data-slot="buy-hint"
          aria-live="polite"
          className="berth-send__hint"
        >
          {hint}
        </Text>
      </AmountField>
      <QuoteDetails quote={quote.data} loading={check?.ok === true && (quote.isFetching || debounced !== amount.trim())} error={quote.error?.shortMessage} />
      {buy.error ? (
        <Alert variant="error" title="The checkout could not open" data-slot="buy-error">
          {buy.error.shortMessage}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth disabled={!ready} loading={buy.isPending} data-slot="buy-continue">
        Continue to checkout
      </Button>
    </form>
  )
}

function FallbackNote({ reason }: { reason: string | undefined }) {
  return (
    <Alert variant="warning" title="Showing the default options" data-slot="buy-fallback">
      {`The on-ramp could not be reached${reason ? ` (${reason})` : ''}.`}
    </Alert>
  )
}

type QuoteData = OnrampQuote | undefined

/** The quote's figures: what arrives, the fees with their percentage, the total; an estimate, said so, when it is a placeholder. */
function QuoteDetails({ quote, loading, error }: { quote: QuoteData; loading: boolean; error: string | undefined }) {
  if (error) {
    return (
      <Text variant="small" tone="error" data-slot="buy-quote-error">
        {error}
      </Text>
    )
  }
  if (loading && !quote) {
    return (
      <div aria-busy="true" data-slot="buy-quote-loading">
        <span className="berth-sr-only">Getting a quote</span>
        <Skeleton height={96} />
      </div>
    )
  }
  if (!quote) return null
  const fees = quote.fees.map((fee) => `${fee.amount} ${fee.currency}`).join(' + ')
  return (
    <div className="berth-send__field" data-slot="buy-quote" data-placeholder={quote.placeholder || undefined} aria-live="polite">
      {quote.placeholder ? (
        <Alert variant="warning" title="Estimate only" data-slot="buy-quote-placeholder">
          {`The provider's quote is unavailable${quote.reason ? ` (${quote.reason})` : ''}. Fees are 1 to 2 %; the checkout shows the final price.`}
        </Alert>
      ) : null}
      <dl className="berth-send__details">
        <Detail
          label="You get"
          value={quote.purchaseAmount ? `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}` : 'Shown at checkout'}
          slot="buy-quote-get"
        />
        <Detail label={quote.placeholder ? `Fees (up to ${quote.feePercent} %)` : `Fees (${quote.feePercent} %)`} value={fees} slot="buy-quote-fees" />
        <Detail label="Total" value={`${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`} slot="buy-quote-total" />
      </dl>
    </div>
  )
}

function Detail({ label, value, slot }: { label: string; value: string; slot: string }) {
  return (
    <div className="berth-send__detail">
      <dt className="berth-send__detail-label">{label}</dt>
      <dd className="berth-send__detail-value" data-slot={slot}>
        {value}
      </dd>
    </div>
  )
}

/** A group of radio buttons shown as chips. */
function Choices({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string
  name: string
  value: string
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="berth-buy__choices" data-slot={name}>
      <legend className="berth-send__label">{legend}</legend>
      <div className="berth-buy__chips">
        {choices.map((choice) => (
          <label key={choice.value} className="berth-buy__chip" data-state={choice.value === value ? 'checked' : 'unchecked'}>
            <input
              type="radio"
              className="berth-sr-only"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
