import { allowanceSufficient, formatAmount, SWAP_SLIPPAGE, validateSwap, type SwapToken } from '@berth/headless'
import { useApproveSwap, useBalances, useNetwork, useSwap, useSwapAllowance, useSwapQuote, useSwapTokens } from '@berth/headless/react'
import { useId, useState } from 'react'
import { formatQuantity } from '../../format/formatQuantity'
import { AmountField } from '../../primitives/AmountField'
import { Button } from '../../primitives/Button'
import { ListItem } from '../../primitives/ListItem'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'
import { swapTokenBalance, swapTokenBalanceValue } from './swapBalance'
import { SwapQuoteDetails } from './SwapQuoteDetails'
import { SwapTokenPicker } from './SwapTokenPicker'

/** Reasons that only say the form is not filled in yet: a hint, not an error. */
const INCOMPLETE = new Set(['missing-amount', 'missing-token'])

export type SwapProps = {
  /** The token to pay with first; the network's first listed token (its native currency) by default. */
  initialFrom?: SwapToken
  /** The token to receive first; none by default. */
  initialTo?: SwapToken
  /** The amount typed first. */
  initialAmount?: string
}

const errorText = (error: unknown) => (error && typeof error === 'object' && 'shortMessage' in error ? String(error.shortMessage) : 'Swap failed')

/**
 * Swap on the active network: the token to pay with and the one to receive (each chosen from the
 * swap service's searchable list), the amount (with Max), the quote (what comes out, rate, minimum
 * received at 1 % slippage, price impact, network fee in USD), then Approve when the allowance is
 * short (SPEC §5) and Swap, each confirmed in the wallet. 'Swapped …' shows when it is mined and the
 * balances refresh. A refused input, a failed quote and a failed step are said under the form,
 * which stays usable.
 */
export default function Swap({ initialFrom, initialTo, initialAmount = '' }: SwapProps) {
  const { caipNetworkId } = useNetwork()
  const tokens = useSwapTokens()
  const balances = useBalances()
  const [chosenFrom, setFrom] = useState<SwapToken | undefined>(initialFrom)
  const [to, setTo] = useState<SwapToken | undefined>(initialTo)
  const [amount, setAmount] = useState(initialAmount)
  const [picking, setPicking] = useState<'from' | 'to' | undefined>()
  const amountId = useId()
  const hintId = useId()
  const approve = useApproveSwap()
  const swap = useSwap({ mutation: { onSuccess: () => setAmount('') } })

  const list = tokens.data ?? []
  const from = chosenFrom ?? list[0]
  const balance = swapTokenBalance(balances.data, from)
  const validation = caipNetworkId
    ? validateSwap({ caipNetworkId, tokens: list, from, to, amount, slippage: SWAP_SLIPPAGE, balance: swapTokenBalanceValue(balances.data, from) })
    : undefined
  const valid = validation?.valid === true
  const parameters = { from, to, amount, balance: swapTokenBalanceValue(balances.data, from) }
  const quote = useSwapQuote({ ...parameters, query: { enabled: valid } })
  const allowance = useSwapAllowance({ token: from, query: { enabled: valid } })
  const value = validation?.valid ? validation.value : undefined
  const needsApproval = value !== undefined && allowance.data !== undefined && !allowanceSufficient(allowance.data, value)
  const busy = approve.isPending || swap.isPending

  if (tokens.isError) {
    return (
      <div className="berth-send berth-send--center" data-slot="swap">
        <Text tone="error" role="alert" data-slot="swap-unavailable">
          {errorText(tokens.error)}
        </Text>
        <Button variant="secondary" onClick={() => void tokens.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!tokens.data) {
    return (
      <div className="berth-send" data-slot="swap">
        <Text tone="secondary" align="center" aria-busy="true" data-slot="swap-loading">
          Loading tokens…
        </Text>
      </div>
    )
  }
  if (picking) {
    return (
      <SwapTokenPicker
        side={picking}
        tokens={list}
        balances={balances.data}
        selected={picking === 'from' ? from : to}
        onPick={(token) => {
          if (picking === 'from') setFrom(token)
          else setTo(token)
          setPicking(undefined)
        }}
      />
    )
  }

  const hint = validation && !validation.valid ? validation : undefined
  const failure = swap.error ?? approve.error ?? (valid ? quote.error : null)
  const message = failure ? errorText(failure) : hint?.message
  const received = quote.data && valid ? `${formatQuantity(formatAmount(quote.data.toAmount, quote.data.to.decimals))} ${quote.data.to.symbol}` : undefined
  const submit = () => {
    if (!from || !to || !valid) return
    approve.reset()
    swap.reset()
    if (needsApproval) approve.mutate(parameters as typeof parameters & { from: SwapToken; to: SwapToken })
    else swap.mutate(parameters as typeof parameters & { from: SwapToken; to: SwapToken })
  }

  return (
    <form
      className="berth-send"
      data-slot="swap"
      aria-describedby={message ? hintId : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <TokenRow label="You pay" token={from} onClick={() => setPicking('from')} slot="swap-from" />
      {balance ? (
        <Text variant="small" tone="secondary" data-slot="swap-available" className="berth-send__available">
          {`${formatQuantity(balance.quantity.numeric)} ${balance.symbol} available`}
        </Text>
      ) : null}
      <AmountField
        id={amountId}
        data-slot="swap-amount"
        value={amount}
        onValueChange={setAmount}
        unit={from?.symbol}
        max={balance ? { amount: balance.quantity.numeric, unit: balance.symbol } : null}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label="Swap the tokens"
        data-slot="swap-flip"
        disabled={!to}
        onClick={() => {
          setFrom(to)
          setTo(from)
        }}
      >
        ↑↓
      </Button>
      <TokenRow label="You receive" token={to} onClick={() => setPicking('to')} slot="swap-to" />
      <Text variant="paragraph" weight="semibold" align="center" data-slot="swap-received" aria-live="polite">
        {received ?? (valid && quote.isFetching ? 'Getting a quote…' : '')}
      </Text>
      {quote.data && valid ? <SwapQuoteDetails quote={quote.data} /> : null}
      <Text
        id={hintId}
        variant="small"
        tone={failure || (hint && !INCOMPLETE.has(hint.reason)) ? 'error' : 'secondary'}
        data-slot="swap-hint"
        data-reason={hint?.reason}
        aria-live="polite"
        className="berth-send__hint"
      >
        {message ?? ''}
      </Text>
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={!valid || !quote.data || allowance.data === undefined || busy}
        data-slot={needsApproval ? 'swap-approve' : 'swap-submit'}
      >
        {needsApproval ? `Approve ${from?.symbol ?? ''}` : 'Swap'}
      </Button>
    </form>
  )
}

function TokenRow({ label, token, onClick, slot }: { label: string; token: SwapToken | undefined; onClick(): void; slot: string }) {
  return (
    <div className="berth-send__field">
      <Text variant="small" tone="secondary" aria-hidden="true">
        {label}
      </Text>
      <ListItem
        data-slot={slot}
        chevron
        leading={token ? <WalletImage src={token.logoUri} name={token.symbol} alt="" className="berth-token-icon" /> : undefined}
        aria-label={token ? `${label}: ${token.symbol}. Change token` : `${label}: Select token`}
        onClick={onClick}
      >
        {token ? token.symbol : 'Select token'}
      </ListItem>
    </div>
  )
}
