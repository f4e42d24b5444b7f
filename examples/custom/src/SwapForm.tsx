import { allowanceSufficient, formatAmount, parseAmount, type SwapToken } from '@berth/headless'
import { useApproveSwap, useSwap, useSwapAllowance, useSwapQuote, useSwapTokens } from '@berth/headless/react'
import { useState } from 'react'

/**
 * A swap built from the swap hooks alone: the tokens the swap service lists, an amount, the quote
 * (amount out and the minimum received at 1 % slippage), then Approve while the allowance is below
 * the amount (SPEC §5), and Swap. Each step is confirmed in the wallet and settles once mined.
 */
export function SwapForm() {
  const tokens = useSwapTokens()
  const [fromAddress, setFrom] = useState('')
  const [toAddress, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const list = tokens.data ?? []
  const from: SwapToken | undefined = list.find((token) => token.address === fromAddress) ?? list[0]
  const to: SwapToken | undefined = list.find((token) => token.address === toAddress) ?? list[1]
  const quote = useSwapQuote({ from, to, amount })
  const allowance = useSwapAllowance({ token: from })
  const approve = useApproveSwap()
  const swap = useSwap({ mutation: { onSuccess: () => setAmount('') } })
  const parsed = from ? parseAmount(amount, from.decimals) : undefined
  const needsApproval = parsed?.ok === true && allowance.data !== undefined && !allowanceSufficient(allowance.data, parsed.value)
  const error = swap.error ?? approve.error ?? quote.error ?? tokens.error
  const busy = approve.isPending || swap.isPending

  if (!tokens.data) return tokens.error ? <p role="alert">{tokens.error.shortMessage}</p> : <p>Loading swap tokens…</p>
  const options = list.map((token) => (
    <option key={token.address} value={token.address}>
      {token.symbol}
    </option>
  ))
  return (
    <form
      aria-label="Swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (!from || !to) return
        if (needsApproval) approve.mutate({ from, to, amount })
        else swap.mutate({ from, to, amount })
      }}
    >
      <h2>Swap</h2>
      <label>
        From{' '}
        <select value={from?.address} onChange={(event) => setFrom(event.target.value)}>
          {options}
        </select>
      </label>{' '}
      <label>
        To{' '}
        <select value={to?.address} onChange={(event) => setTo(event.target.value)}>
          {options}
        </select>
      </label>{' '}
      <label>
        Amount <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      {quote.data ? (
        <p>
          You receive <output data-testid="swap-quote">{formatAmount(quote.data.toAmount, quote.data.to.decimals)}</output> {quote.data.to.symbol} (at least{' '}
          {formatAmount(quote.data.minimumReceived, quote.data.to.decimals)})
        </p>
      ) : null}
      <button type="submit" disabled={!quote.data || allowance.data === undefined || busy}>
        {needsApproval ? `Approve ${from?.symbol}` : 'Swap'}
      </button>
      {swap.data ? <p data-testid="swap-done">Swapped in block {String(swap.data.blockNumber)}</p> : null}
      {error ? <p role="alert">{error.shortMessage}</p> : null}
    </form>
  )
}
