// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from '../client.js'
import { berthKeys } from '../query/keys.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useBuyUrl } from './useBuyUrl.js'
import { useOnrampOptions } from './useOnrampOptions.js'
import { useOnrampPurchases } from './useOnrampPurchases.js'
import { useOnrampQuote } from './useOnrampQuote.js'

afterEach(cleanup)

const buyer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const limits = [{ id: 'card', min: '10.00', max: '7500.00' }]
let purchaseStatus: 'pending' | 'confirmed' | undefined
let optionsDown = false

/** The API in memory: this file tests the hooks; the transport is covered over real HTTP in controllers/onramp. */
const fetch: typeof globalThis.fetch = async (input) => {
  const url = new URL(String(input))
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  if (url.pathname === '/v1/onramp/options') {
    if (optionsDown) return json({}, 404)
    return json({
      purchaseCurrencies: [
        { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'test', display_name: 'Test', chain_id: '31337', contract_address: '' }] },
      ],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: limits }],
    })
  }
  if (url.pathname === '/v1/onramp/quote') {
    return json({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
      fees: [{ amount: '0.75', currency: 'USD' }],
      quoteId: 'q',
    })
  }
  if (url.pathname === '/v1/generators/onrampurl') return json({ url: 'https://ramp.example/checkout/1' })
  if (url.pathname.endsWith('/history') && url.searchParams.get('onramp') === 'coinbase') {
    const entry = {
      id: 'onramp:1',
      metadata: { operationType: 'buy', minedAt: '2026-11-01T00:00:00Z', chain: 'eip155:31337', status: purchaseStatus, sentFrom: buyer, sentTo: buyer },
      transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49.25' } }],
    }
    return json({ data: purchaseStatus ? [entry] : [] })
  }
  return json({}, 404)
}

const makeClient = () =>
  createClient({
    projectId: 'p',
    apiUrl: 'https://api.example',
    networks: [testChain],
    storage: null,
    window: new EventTarget() as never,
    fetch,
    logger: { warn() {}, error() {} },
  })

function Buy() {
  const options = useOnrampOptions()
  const quote = useOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', caipNetworkId: 'eip155:31337' })
  const tooSmall = useOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '5', caipNetworkId: 'eip155:31337' })
  const buy = useBuyUrl({ address: buyer, caipNetworkId: 'eip155:31337' })
  return (
    <div>
      <p data-testid="options">
        {options.data ? `${options.data.fallback}:${options.data.purchaseCurrencies.map((currency) => currency.symbol).join(',')}` : ''}
      </p>
      <p data-testid="quote">
        {quote.data ? `${quote.data.purchaseAmount?.amount} for ${quote.data.paymentTotal.amount}, fee ${quote.data.feePercent} %` : ''}
      </p>
      <p data-testid="small">{tooSmall.error?.shortMessage}</p>
      <p data-testid="url">{buy.data?.url}</p>
      <button type="button" onClick={() => buy.mutate({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' })}>
        buy
      </button>
    </div>
  )
}

function Purchases() {
  const purchases = useOnrampPurchases({ address: buyer, caipNetworkId: 'eip155:31337' })
  return <p data-testid="purchases">{purchases.data?.map((purchase) => `${purchase.symbol} ${purchase.quantity} ${purchase.status}`).join(',')}</p>
}

describe('on-ramp hooks', () => {
  it('useOnrampOptions, useOnrampQuote (and its refusal) and useBuyUrl', async () => {
    optionsDown = false
    render(
      <BerthProvider client={makeClient()}>
        <Buy />
      </BerthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('options').textContent).toBe('false:USDC'), { timeout: 5_000 })
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toBe('49.25 for 50.00, fee 1.50 %'))
    await waitFor(() => expect(screen.getByTestId('small').textContent).toBe('The minimum is 10.00 USD'))
    act(() => screen.getByRole('button', { name: 'buy' }).click())
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('https://ramp.example/checkout/1'))
  })

  it('useOnrampOptions answers the built-in list when the API fails', async () => {
    optionsDown = true
    render(
      <BerthProvider client={makeClient()}>
        <Buy />
      </BerthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('options').textContent).toBe('true:USDC,ETH'))
  })

  it('useOnrampPurchases: a newly confirmed purchase refreshes the account’s balances and activity', async () => {
    purchaseStatus = 'pending'
    const queryClient = new QueryClient()
    const balancesKey = berthKeys.balances({ address: buyer, caipNetworkId: 'eip155:31337' })
    queryClient.setQueryData(balancesKey, [])
    const client = makeClient()
    render(
      <BerthProvider client={client} queryClient={queryClient}>
        <Purchases />
      </BerthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('purchases').textContent).toBe('USDC 49.25 pending'))
    expect(queryClient.getQueryState(balancesKey)?.isInvalidated).toBe(false)
    purchaseStatus = 'confirmed'
    await act(() => queryClient.invalidateQueries({ queryKey: berthKeys.onrampPurchases({ address: buyer, caipNetworkId: 'eip155:31337' }) }))
    await waitFor(() => expect(screen.getByTestId('purchases').textContent).toBe('USDC 49.25 confirmed'))
    await waitFor(() => expect(queryClient.getQueryState(balancesKey)?.isInvalidated).toBe(true))
  })
})
