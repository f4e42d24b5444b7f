import { describe, expect, it } from 'vitest'
import { InvalidProviderResponseError, ProviderRpcError, RequestTimeoutError } from '../../errors/provider.js'
import { TransactionRejectedError } from '../../errors/transaction.js'
import { createScriptedProviderFake } from '../../testing/fakeProvider.js'
import { sendEip155Transaction } from './sendTransaction.js'

// Wallets misbehaving in ways the Devnet Wallet does not; the real flow is in
// tests/integration/send.integration.test.ts.
const request = { from: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', value: '0x1' }
const hash = `0x${'ab'.repeat(32)}`

describe('sendEip155Transaction', () => {
  it('sends the request as eth_sendTransaction and returns the hash', async () => {
    let seen: unknown
    const wallet = createScriptedProviderFake({
      eth_sendTransaction: (args) => {
        seen = args.params
        return hash
      },
    })
    await expect(sendEip155Transaction(wallet.provider, request, 100)).resolves.toBe(hash)
    expect(seen).toEqual([request])
  })

  it("turns 4001 into 'Transaction rejected', also when the wallet nests the code", async () => {
    const plain = createScriptedProviderFake({ eth_sendTransaction: () => Promise.reject({ code: 4001, message: 'User denied' }) })
    await expect(sendEip155Transaction(plain.provider, request, 100)).rejects.toBeInstanceOf(TransactionRejectedError)
    const nested = createScriptedProviderFake({
      eth_sendTransaction: () => Promise.reject({ code: -32603, message: 'x', data: { originalError: { code: 4001 } } }),
    })
    await expect(sendEip155Transaction(nested.provider, request, 100)).rejects.toMatchObject({ shortMessage: 'Transaction rejected', code: 4001 })
  })

  it('keeps any other wallet error with its code', async () => {
    const wallet = createScriptedProviderFake({ eth_sendTransaction: () => Promise.reject({ code: -32000, message: 'insufficient funds' }) })
    const sending = sendEip155Transaction(wallet.provider, request, 100)
    await expect(sending).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(sending).rejects.toMatchObject({ code: -32000 })
  })

  it('refuses an answer that is not a transaction hash', async () => {
    for (const answer of [null, '0x1234', 42, `${hash}00`]) {
      const wallet = createScriptedProviderFake({ eth_sendTransaction: () => answer })
      await expect(sendEip155Transaction(wallet.provider, request, 100)).rejects.toBeInstanceOf(InvalidProviderResponseError)
    }
  })

  it('gives up on a wallet that never answers', async () => {
    const wallet = createScriptedProviderFake({ eth_sendTransaction: () => new Promise(() => {}) })
    await expect(sendEip155Transaction(wallet.provider, request, 50)).rejects.toBeInstanceOf(RequestTimeoutError)
  })
})
