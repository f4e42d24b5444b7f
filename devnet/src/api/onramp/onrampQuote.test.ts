import { describe, expect, it } from 'vitest'
import { findOnrampTarget, onrampOptions } from './onrampOptions'
import { fiatCents, limitError, quoteParts, toOnrampQuote } from './onrampQuote'

const usdc = findOnrampTarget('berth-devnet', 'USDC')!
const eth = findOnrampTarget('berth-devnet-l2', 'eth')!

describe('fiatCents', () => {
  it('reads amounts with at most two decimals', () => {
    expect(fiatCents('50')).toBe(5000n)
    expect(fiatCents('50.5')).toBe(5050n)
    expect(fiatCents('0.01')).toBe(1n)
  })
  it.each(['', '-5', '5.001', '1e3', ' 5', '5,00', '0x10', '1234567890'])('refuses %j', (amount) => {
    expect(fiatCents(amount)).toBeUndefined()
  })
})

describe('limitError', () => {
  it('allows card 10.00 to 7,500.00 and bank 10.00 to 25,000.00', () => {
    expect(limitError(1000n, 'card', 'USD')).toBeUndefined()
    expect(limitError(750_000n, 'card', 'USD')).toBeUndefined()
    expect(limitError(2_500_000n, 'ach_bank_account', 'EUR')).toBeUndefined()
  })
  it('names the limit crossed', () => {
    expect(limitError(999n, 'card', 'USD')).toBe('amount is below the card minimum of 10.00 USD')
    expect(limitError(750_001n, 'card', 'EUR')).toBe('amount is above the card maximum of 7500.00 EUR')
    expect(limitError(2_500_001n, 'ach_bank_account', 'USD')).toBe('amount is above the ach_bank_account maximum of 25000.00 USD')
  })
})

describe('quoteParts', () => {
  it('takes a 1.5 % fee from the total and buys USDC at 1 USD', () => {
    const parts = quoteParts(5000n, 'USD', usdc)
    expect(parts).toEqual({ totalCents: 5000n, feeCents: 75n, subtotalCents: 4925n, purchaseUnits: 49_250_000n })
    expect(toOnrampQuote(parts, 'USD', usdc, 'q1')).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
      fees: [{ type: 'exchange', amount: '0.75', currency: 'USD' }],
      quoteId: 'q1',
    })
  })
  it('keeps the fee within 1 to 2 % across the limits', () => {
    for (const cents of [1000n, 1001n, 3333n, 750_000n, 2_500_000n]) {
      const { feeCents } = quoteParts(cents, 'USD', usdc)
      expect(feeCents * 100n >= cents && feeCents * 50n <= cents).toBe(true)
    }
  })
  it('prices ETH at 3000 USD and EUR at 1.08 USD', () => {
    // 100 EUR: fee 1.50, 98.50 EUR = 106.38 USD = 0.03546 ETH
    const parts = quoteParts(10_000n, 'EUR', eth)
    expect(toOnrampQuote(parts, 'EUR', eth, 'q2').purchaseAmount).toEqual({ amount: '0.03546', currency: 'ETH' })
  })
})

describe('onrampOptions', () => {
  it('sells USDC and ETH on both devnet chains, USDC and SOL on Berth Solana Devnet, for USD and EUR, with the spec limits', () => {
    const options = onrampOptions()
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH', 'SOL'])
    expect(options.purchaseCurrencies[0]?.networks).toEqual([
      { name: 'berth-devnet', display_name: 'Berth Devnet', chain_id: '31337', contract_address: usdc.contract },
      { name: 'berth-devnet-l2', display_name: 'Berth Devnet L2', chain_id: '31338', contract_address: usdc.contract },
      {
        name: 'berth-solana-devnet',
        display_name: 'Berth Solana Devnet',
        chain_id: 'C87HniDwGEEByviiVqxKy4JPppad4zvE',
        contract_address: 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd',
      },
    ])
    expect(options.purchaseCurrencies[1]?.networks.map((network) => [network.name, network.contract_address])).toEqual([
      ['berth-devnet', ''],
      ['berth-devnet-l2', ''],
    ])
    expect(options.purchaseCurrencies[2]?.networks.map((network) => [network.name, network.contract_address])).toEqual([['berth-solana-devnet', '']])
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
  })
})
