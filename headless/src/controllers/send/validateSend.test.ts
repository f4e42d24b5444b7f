import { describe, expect, it } from 'vitest'
import type { SendToken } from '../../types/send.js'
import { validateSend, type ValidateSendInput } from './validateSend.js'

const l2 = { caipNetworkId: 'eip155:31338', chainNamespace: 'eip155' as const }
const usdc: SendToken = { symbol: 'USDC', decimals: 6, chainId: 'eip155:31338', address: 'eip155:31338:0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' }
const eth: SendToken = { symbol: 'ETH', decimals: 18, chainId: 'eip155:31338' }
const bob = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

const check = (input: Partial<ValidateSendInput>) => validateSend({ network: l2, token: usdc, amount: '1.5', receiverAddress: bob, ...input })
const message = (input: Partial<ValidateSendInput>) => {
  const result = check(input)
  return result.valid ? 'valid' : result.message
}

describe('validateSend', () => {
  it('accepts a complete send and gives the exact amount, receiver and contract', () => {
    expect(check({})).toEqual({ valid: true, value: 1_500_000n, receiver: bob, contract: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' })
    expect(check({ token: eth, amount: '0.01' })).toEqual({ valid: true, value: 10n ** 16n, receiver: bob, contract: undefined })
  })

  it("uses the catalogue's texts for a missing amount, receiver or token", () => {
    expect(message({ amount: undefined })).toBe('An amount and receiver address are required')
    expect(message({ amount: '  ' })).toBe('An amount and receiver address are required')
    expect(message({ receiverAddress: '' })).toBe('An amount and receiver address are required')
    expect(message({ token: undefined })).toBe('A token is required')
  })

  it("sends only on eip155 and solana, and on solana only with its adapter's address rule ('Unsupported chain')", () => {
    expect(check({ network: { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122' } })).toMatchObject({
      reason: 'unsupported-chain',
      message: 'Unsupported chain',
    })
    expect(message({ network: undefined })).toBe('Unsupported chain')
    const solana = { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' as const }
    expect(check({ network: solana })).toMatchObject({ reason: 'unsupported-chain', message: 'Unsupported chain' })
    // The rule a Solana adapter brings decides the receiver; an EVM address is not a Solana account.
    const base58 = (address: string) => (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) ? 'valid' : 'invalid')
    const sol = { symbol: 'SOL', decimals: 9, chainId: solana.caipNetworkId }
    const receiver = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(check({ network: solana, token: sol, amount: '0.5', receiverAddress: receiver, checkAddress: base58 })).toEqual({
      valid: true,
      value: 500_000_000n,
      receiver,
      contract: undefined,
    })
    expect(check({ network: solana, token: sol, amount: '0.5', checkAddress: base58 })).toMatchObject({ reason: 'receiver-invalid' })
  })

  it('refuses a token of another network', () => {
    expect(check({ token: { ...usdc, chainId: 'eip155:31337', address: 'eip155:31337:0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' } })).toMatchObject({
      reason: 'token-wrong-network',
      message: 'USDC is on eip155:31337, not on the active network eip155:31338',
    })
    expect(message({ token: { ...eth, chainId: 'eip155:1' } })).toBe('ETH is on eip155:1, not on the active network eip155:31338')
    // The CAIP-10 address names the network too.
    expect(check({ token: { ...usdc, address: 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7' } })).toMatchObject({ reason: 'token-wrong-network' })
  })

  it('refuses a token with a broken contract address or decimals', () => {
    expect(check({ token: { ...usdc, address: 'eip155:31338:0x1234' } })).toMatchObject({
      reason: 'token-invalid',
      message: 'USDC has an invalid contract address',
    })
    expect(check({ token: { ...usdc, address: 'eip155::0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' } })).toMatchObject({ reason: 'token-invalid' })
    expect(check({ token: { ...usdc, decimals: 6.5 } })).toMatchObject({ reason: 'token-invalid', message: 'USDC has invalid decimals (6.5)' })
  })

  it('accepts a plain contract address and treats the 0xEeee… placeholder as the native currency', () => {
    expect(check({ token: { ...usdc, address: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402' } })).toMatchObject({ valid: true })
    expect(check({ token: { ...eth, address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' } })).toMatchObject({ valid: true, contract: undefined })
  })

  it('refuses amounts that are negative, zero, not numbers or finer than the token', () => {
    expect(check({ amount: '-1' })).toMatchObject({ reason: 'amount-negative', message: 'The amount cannot be negative' })
    expect(check({ amount: '0' })).toMatchObject({ reason: 'amount-zero', message: 'The amount must be greater than 0' })
    expect(check({ amount: '0.000' })).toMatchObject({ reason: 'amount-zero' })
    expect(check({ amount: '1e6' })).toMatchObject({ reason: 'amount-not-a-number', message: 'The amount is not a number' })
    expect(check({ amount: '1.0000001' })).toMatchObject({ reason: 'amount-too-many-decimals', message: 'USDC has at most 6 decimals' })
    expect(message({ token: { symbol: 'WHOLE', decimals: 0, chainId: 'eip155:31338', address: bob }, amount: '1.5' })).toBe('WHOLE has no decimals')
    expect(check({ amount: (2n ** 256n).toString() })).toMatchObject({ reason: 'amount-too-large', message: 'The amount is too large' })
  })

  it('refuses a receiver that is not an address, has a wrong checksum or is the zero address', () => {
    expect(check({ receiverAddress: 'bob.eth' })).toMatchObject({ reason: 'receiver-invalid', message: 'The receiver address is not a valid address' })
    expect(check({ receiverAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a7972' })).toMatchObject({ reason: 'receiver-invalid' })
    expect(check({ receiverAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'.replace('Ee7A', 'eE7A') })).toMatchObject({
      reason: 'receiver-bad-checksum',
      message: 'The receiver address has an invalid checksum (check it for a typo)',
    })
    expect(check({ receiverAddress: `0x${'0'.repeat(40)}` })).toMatchObject({
      reason: 'receiver-zero-address',
      message: 'The receiver address is the zero address',
    })
    expect(check({ receiverAddress: ` ${bob.toLowerCase()} ` })).toMatchObject({ valid: true, receiver: bob.toLowerCase() })
  })

  it('refuses more than the balance, and allows exactly the balance', () => {
    expect(check({ balance: 1_499_999n })).toMatchObject({ reason: 'amount-above-balance', message: 'Insufficient USDC balance' })
    expect(check({ balance: 1_500_000n })).toMatchObject({ valid: true })
    expect(check({ balance: undefined })).toMatchObject({ valid: true })
  })

  it('reports the first problem in the order the form is filled', () => {
    expect(message({ token: undefined, amount: '-1', receiverAddress: 'x' })).toBe('A token is required')
    expect(message({ amount: 'x', receiverAddress: 'y' })).toBe('The amount is not a number')
    expect(message({ receiverAddress: 'y', balance: 0n })).toBe('The receiver address is not a valid address')
  })
})
