import { describe, expect, it } from 'vitest'
import { checkoutOrder, onrampUrlBodySchema, partsForCrypto, redirectError, type OnrampUrlBody } from './checkoutParams'
import { devnetSolanaAccounts } from '../../solana/accounts'
import { findOnrampTarget } from './onrampOptions'

const address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
/** Berth Solana Devnet's keypair 5: a base58 address, its case kept. */
const solanaAddress = devnetSolanaAccounts[5]
const body: OnrampUrlBody = { destinationWallets: [{ address, blockchains: ['berth-devnet'], assets: ['USDC'] }], presetFiatAmount: '50' }
const refused = (change: Partial<OnrampUrlBody>, origin?: string) => {
  const result = checkoutOrder({ ...body, ...change }, origin)
  return result.ok ? undefined : result.error
}

describe('onrampUrlBodySchema', () => {
  it('accepts the spec body', () => {
    const parsed = onrampUrlBodySchema.safeParse({
      ...body,
      defaultNetwork: 'berth-devnet',
      partnerUserId: 'u1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(parsed.success && parsed.data.presetFiatAmount).toBe('50')
  })
  it.each([
    [{ destinationWallets: [] }],
    [{ destinationWallets: [{ address: '', blockchains: ['berth-devnet'] }] }],
    [{ destinationWallets: [{ address, blockchains: ['<script>'] }] }],
    [{ defaultExperience: 'send' }],
    [{ presetFiatAmount: -5 }],
    [{ fiatCurrency: 'GBP' }],
    [{ extra: 1 }],
  ])('refuses %o', (change) => {
    expect(onrampUrlBodySchema.safeParse({ ...body, ...change }).success).toBe(false)
  })
})

describe('redirectError', () => {
  it('allows http(s) back to a loopback page of the requesting origin', () => {
    expect(redirectError('http://127.0.0.1:5173/done?x=1', 'http://127.0.0.1:5173')).toBeUndefined()
    expect(redirectError('http://localhost:5173/', undefined)).toBeUndefined()
  })
  it.each([
    ['javascript:alert(1)', 'redirectUrl: the scheme javascript: is not allowed (http or https only)'],
    ['data:text/html,hi', 'redirectUrl: the scheme data: is not allowed (http or https only)'],
    ['https://evil.example/', 'redirectUrl: https://evil.example is not a loopback origin'],
    ['http://u:p@127.0.0.1:5173/', 'redirectUrl must not carry credentials'],
    ['http://127.0.0.1:6666/', 'redirectUrl: http://127.0.0.1:6666 is not the requesting origin http://127.0.0.1:5173'],
    ['not a url', 'redirectUrl is not a URL'],
  ])('refuses %s', (url, error) => {
    expect(redirectError(url, 'http://127.0.0.1:5173')).toBe(error)
  })
})

describe('checkoutOrder', () => {
  it('resolves the wallet, network, asset and amounts', () => {
    const result = checkoutOrder({ ...body, redirectUrl: 'http://127.0.0.1:5173/' }, 'http://127.0.0.1:5173')
    expect(result).toEqual({
      ok: true,
      order: {
        address: address.toLowerCase(),
        target: findOnrampTarget('berth-devnet', 'USDC'),
        currency: 'USD',
        parts: { totalCents: 5000n, feeCents: 75n, subtotalCents: 4925n, purchaseUnits: 49_250_000n },
        redirectUrl: 'http://127.0.0.1:5173/',
      },
    })
  })
  it('buys an exact crypto amount', () => {
    const result = checkoutOrder(
      {
        ...body,
        presetFiatAmount: undefined,
        presetCryptoAmount: '0.01',
        defaultAsset: 'ETH',
        destinationWallets: [{ address, blockchains: ['berth-devnet'] }],
      },
      undefined,
    )
    expect(result.ok && result.order.parts).toEqual({ totalCents: 3046n, feeCents: 46n, subtotalCents: 3000n, purchaseUnits: 10n ** 16n })
  })
  it('refuses what Devnet Ramp cannot sell or charge', () => {
    expect(refused({ defaultNetwork: 'ethereum' })).toBe('defaultNetwork: no destination wallet is on ethereum')
    expect(refused({ defaultAsset: 'DAI' })).toBe("defaultAsset: DAI is not among the wallet's assets")
    expect(refused({ destinationWallets: [{ address, blockchains: ['berth-devnet'], assets: ['DAI'] }] })).toBe('Devnet Ramp does not sell DAI on berth-devnet')
    expect(refused({ presetFiatAmount: undefined })).toBe('give exactly one of presetFiatAmount and presetCryptoAmount')
    expect(refused({ presetCryptoAmount: '1' })).toBe('give exactly one of presetFiatAmount and presetCryptoAmount')
    expect(refused({ presetFiatAmount: '5.001' })).toBe('presetFiatAmount: expected a positive amount with at most 2 decimals')
    expect(refused({ presetFiatAmount: '9.99' })).toBe('amount is below the card minimum of 10.00 USD')
    expect(refused({ presetFiatAmount: '7500.01' })).toBe('amount is above the card maximum of 7500.00 USD')
    expect(refused({ presetFiatAmount: undefined, presetCryptoAmount: '0' })).toBe('presetCryptoAmount: expected a positive amount with at most 6 decimals')
    expect(refused({ presetFiatAmount: undefined, presetCryptoAmount: '1.0000001' })).toBe(
      'presetCryptoAmount: expected a positive amount with at most 6 decimals',
    )
    expect(refused({ redirectUrl: 'javascript:alert(1)' })).toBe('redirectUrl: the scheme javascript: is not allowed (http or https only)')
    expect(refused({ redirectUrl: 'http://127.0.0.1:9/' }, 'http://127.0.0.1:5173')).toBe(
      'redirectUrl: http://127.0.0.1:9 is not the requesting origin http://127.0.0.1:5173',
    )
  })
  it('takes a Solana wallet on berth-solana-devnet: USDC (6 decimals) and SOL (9), the address kept as given', () => {
    const wallet = { address: solanaAddress, blockchains: ['berth-solana-devnet'] }
    const usdc = checkoutOrder({ destinationWallets: [{ ...wallet, assets: ['USDC'] }], presetFiatAmount: '50' }, undefined)
    expect(usdc).toEqual({
      ok: true,
      order: {
        address: solanaAddress,
        target: findOnrampTarget('berth-solana-devnet', 'USDC'),
        currency: 'USD',
        parts: { totalCents: 5000n, feeCents: 75n, subtotalCents: 4925n, purchaseUnits: 49_250_000n },
        redirectUrl: undefined,
      },
    })
    expect(usdc.ok && usdc.order.target).toMatchObject({ namespace: 'solana', chain: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE' })
    // 300 USD - 1.5 % = 295.50 USD at 150 USD a SOL: 1.97 SOL.
    const sol = checkoutOrder({ destinationWallets: [{ ...wallet, assets: ['SOL'] }], presetFiatAmount: '300' }, undefined)
    expect(sol.ok && sol.order.parts.purchaseUnits).toBe(1_970_000_000n)
    expect(refused({ destinationWallets: [{ ...wallet, assets: ['ETH'] }] })).toBe('Devnet Ramp does not sell ETH on berth-solana-devnet')
  })
  it('refuses an address of the wrong kind for the network, checked by viem and @solana/kit', () => {
    const onSolana = (value: string) => refused({ destinationWallets: [{ address: value, blockchains: ['berth-solana-devnet'] }] })
    expect(onSolana(address)).toBe('destinationWallets.0.address: not a Solana address')
    // Base58 has no 0, O, I or l; a 31-byte key is no address.
    expect(onSolana(`${solanaAddress.slice(0, -1)}0`)).toBe('destinationWallets.0.address: not a Solana address')
    expect(onSolana('1111111111111111111111111111111')).toBe('destinationWallets.0.address: not a Solana address')
    expect(refused({ destinationWallets: [{ address: solanaAddress, blockchains: ['berth-devnet'] }] })).toBe(
      'destinationWallets.0.address: not an EVM address',
    )
    expect(
      refused({
        defaultNetwork: 'berth-devnet',
        destinationWallets: [
          { address: solanaAddress, blockchains: ['berth-solana-devnet'] },
          { address: '0x1234', blockchains: ['berth-devnet'] },
        ],
      }),
    ).toBe('destinationWallets.1.address: not an EVM address')
  })
  it('rounds the fiat total up so that the exact crypto amount is paid for', () => {
    const usdc = findOnrampTarget('berth-devnet', 'USDC')!
    const parts = partsForCrypto(10_000_001n, 'USD', usdc)
    expect(parts.subtotalCents).toBe(1001n)
    expect(parts.totalCents - parts.feeCents).toBe(1001n)
  })
})
