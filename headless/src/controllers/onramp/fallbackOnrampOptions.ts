import type { OnrampOptionsResponse } from '../../api/getOnrampOptions.js'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * SPEC.md's built-in on-ramp options, used when GET /v1/onramp/options fails: USDC and ETH on
 * Ethereum and Polygon, paid in USD or EUR, by card 10.00 to 7,500.00 or bank 10.00 to 25,000.00.
 */
export const FALLBACK_ONRAMP_OPTIONS: OnrampOptionsResponse = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
}

/** The on-ramp providers' fee range (SPEC.md §9), in basis points of the total: 1 to 2 %. */
export const ONRAMP_FEE_RANGE_BPS = { min: 100n, max: 200n } as const
