import { describe, expect, it } from 'vitest'
import type { SwapToken } from '../../types/swap.js'
import { allowanceSufficient } from './allowanceSufficient.js'
import { minimumReceived, validSlippage } from './minimumReceived.js'
import { priceImpact, swapRate, usdValue } from './priceImpact.js'
import { isSwapSupported, SWAP_SUPPORTED_NETWORKS } from './swapNetworks.js'
import { validateSwap, type ValidateSwapInput } from './validateSwap.js'

describe('allowanceSufficient (SPEC §5)', () => {
  it('is sufficient only when the allowance is at least the amount, in the same base units', () => {
    expect(allowanceSufficient(5_000_000n, 5_000_000n)).toBe(true)
    expect(allowanceSufficient(5_000_001n, 5_000_000n)).toBe(true)
    expect(allowanceSufficient(4_999_999n, 5_000_000n)).toBe(false)
    expect(allowanceSufficient(0n, 1n)).toBe(false)
  })
})

describe('minimumReceived', () => {
  it('slippage 1 means 1 % off, rounded down; fractions of a percent to 0.01 %', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(299_102_000n, 1)).toBe(296_110_980n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n)
    expect(minimumReceived(10n ** 18n, 50)).toBe(5n * 10n ** 17n)
  })

  it('a slippage must be above 0, at most 50 and in steps of 0.01', () => {
    expect([1, 0.5, 0.01, 50].every(validSlippage)).toBe(true)
    expect([0, -1, 50.01, 0.001, Number.NaN, Number.POSITIVE_INFINITY].some(validSlippage)).toBe(false)
  })
})

describe('price impact and rate', () => {
  const eth = (amount: bigint) => ({ amount, decimals: 18, price: 3000 })
  const usdc = (amount: bigint) => ({ amount, decimals: 6, price: 1 })

  it('is the share of the USD value lost: 0.1 ETH (300 USD) for 297 USDC is 1 %', () => {
    expect(priceImpact(eth(10n ** 17n), usdc(297_000_000n))).toBeCloseTo(1, 10)
    expect(priceImpact(eth(10n ** 17n), usdc(300_000_000n))).toBe(0)
    expect(priceImpact(eth(10n ** 17n), usdc(310_000_000n))).toBe(0)
  })

  it('is unknown without a price or when what goes in is worth nothing', () => {
    expect(priceImpact({ amount: 1n, decimals: 18, price: undefined }, usdc(1n))).toBeUndefined()
    expect(priceImpact(eth(1n), { amount: 1n, decimals: 6, price: undefined })).toBeUndefined()
    expect(priceImpact({ amount: 1n, decimals: 18, price: 0 }, usdc(1n))).toBeUndefined()
  })

  it('rate is how many `to` one `from` buys; USD value is amount × price', () => {
    expect(swapRate({ amount: 10n ** 17n, decimals: 18 }, { amount: 299_000_000n, decimals: 6 })).toBeCloseTo(2990, 8)
    expect(swapRate({ amount: 0n, decimals: 18 }, { amount: 1n, decimals: 6 })).toBe(0)
    expect(usdValue(eth(2n * 10n ** 18n))).toBe(6000)
    expect(usdValue({ amount: 1n, decimals: 6, price: undefined })).toBeUndefined()
  })
})

describe('isSwapSupported', () => {
  it("is SPEC §9's list plus the app's networks, nothing else", () => {
    expect(SWAP_SUPPORTED_NETWORKS).toEqual(
      ['1', '42161', '10', '324', '8453', '56', '137', '100', '43114', '250', '8217', '1313161554'].map((id) => `eip155:${id}`),
    )
    expect(isSwapSupported('eip155:8453')).toBe(true)
    expect(isSwapSupported('eip155:31337')).toBe(false)
    expect(isSwapSupported('eip155:31337', ['eip155:31337'])).toBe(true)
    expect(isSwapSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(isSwapSupported(undefined, ['eip155:31337'])).toBe(false)
  })
})

describe('validateSwap', () => {
  const NET = 'eip155:8453'
  const token = (symbol: string, address: string, decimals: number): SwapToken => ({
    name: symbol,
    symbol,
    address: `${NET}:${address}`,
    chainId: NET,
    decimals,
    logoUri: undefined,
  })
  const eth = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
  const usdc = token('USDC', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6)
  const dai = token('DAI', '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', 18)
  const base: ValidateSwapInput = { caipNetworkId: NET, tokens: [eth, usdc, dai], from: usdc, to: dai, amount: '5', slippage: 1 }
  const reasonOf = (input: Partial<ValidateSwapInput>) => {
    const verdict = validateSwap({ ...base, ...input })
    return verdict.valid ? 'valid' : `${verdict.reason}: ${verdict.message}`
  }

  it('gives the exact amount in the source units', () => {
    expect(validateSwap(base)).toEqual({ valid: true, value: 5_000_000n })
    expect(validateSwap({ ...base, from: eth, to: usdc, amount: '0.1' })).toEqual({ valid: true, value: 10n ** 17n })
    expect(validateSwap({ ...base, amount: '5.000000', balance: 5_000_000n })).toEqual({ valid: true, value: 5_000_000n })
  })

  it('refuses zero, negative, above the balance, too many decimals and what is not a number', () => {
    expect(reasonOf({ amount: '0' })).toBe('amount-zero: The amount must be greater than 0')
    expect(reasonOf({ amount: '0.000' })).toBe('amount-zero: The amount must be greater than 0')
    expect(reasonOf({ amount: '-1' })).toBe('amount-negative: The amount cannot be negative')
    expect(reasonOf({ amount: '5', balance: 4_999_999n })).toBe('amount-above-balance: Insufficient USDC balance')
    expect(reasonOf({ amount: '1.0000001' })).toBe('amount-too-many-decimals: USDC has at most 6 decimals')
    expect(reasonOf({ amount: '1e3' })).toBe('amount-not-a-number: The amount is not a number')
    expect(reasonOf({ amount: ' ' })).toBe('missing-amount: Enter an amount')
  })

  it('refuses the same token on both sides, a token not in the list, one of another network, and a bad slippage', () => {
    expect(reasonOf({ to: { ...usdc, address: usdc.address.toLowerCase() } })).toBe('same-token: Choose two different tokens')
    expect(reasonOf({ to: token('PEPE', '0x0000000000000000000000000000000000000001', 18) })).toBe('token-not-listed: PEPE cannot be swapped here')
    expect(reasonOf({ from: { ...usdc, chainId: 'eip155:1', address: `eip155:1:${usdc.address.split(':')[2]}` } })).toBe(
      'token-wrong-network: USDC is not on the active network eip155:8453',
    )
    expect(reasonOf({ to: undefined })).toBe('missing-token: Choose the tokens to swap')
    expect(reasonOf({ slippage: 0 })).toBe('slippage-invalid: The slippage must be above 0 and at most 50 %')
  })
})
