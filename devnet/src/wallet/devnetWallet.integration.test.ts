import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../chain/accounts'
import { startAnvil, type AnvilInstance } from '../chain/startAnvil'
import { createDevnetWallet, type DevnetWallet } from './createDevnetWallet'
import { memoryStorage } from './walletStorage'

// A spare port (never 8545: a dev server may hold it), distinct from the other test files.
const PORT = 18555
const [alice, bob] = devnetAccounts

let anvil: AnvilInstance
let wallet: DevnetWallet

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: PORT })
  wallet = createDevnetWallet({
    storage: memoryStorage(),
    chains: [{ chainId: 31337, name: 'Berth Devnet', rpcUrl: anvil.url }],
  })
})
afterAll(async () => {
  await anvil?.stop()
})

const publicClient = () => createPublicClient({ transport: http(anvil.url), cacheTime: 0 })

/** Stands in for the user: approves the next request once it shows up. */
async function decideNext(decision: 'approve' | 'reject', method: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const request = wallet.pending()[0]
    if (request) {
      expect(request.method).toBe(method)
      wallet[decision](request.id)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no ${method} request became pending`)
}

describe('Devnet Wallet against a real anvil', () => {
  it('connects after approval', async () => {
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    await decideNext('approve', 'eth_requestAccounts')
    expect(await connecting).toEqual([alice])
  })

  it('sends a transaction after approval: it is mined and balances move', async () => {
    const client = publicClient()
    const before = await client.getBalance({ address: bob })
    const sending = wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: alice, to: bob, value: `0x${parseEther('1.5').toString(16)}` }],
    })
    await decideNext('approve', 'eth_sendTransaction')
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.toLowerCase())
    expect(await client.getBalance({ address: bob })).toBe(before + parseEther('1.5'))
  })

  it('personal_sign returns a signature viem verifies', async () => {
    const walletClient = createWalletClient({ account: alice, transport: custom(wallet.provider) })
    const signing = walletClient.signMessage({ message: 'Sign in to Berth' })
    await decideNext('approve', 'personal_sign')
    const signature = await signing
    expect(await verifyMessage({ address: alice, message: 'Sign in to Berth', signature })).toBe(true)
  })

  it('eth_signTypedData_v4 (sent by viem as a JSON string) returns a signature viem verifies', async () => {
    const walletClient = createWalletClient({ account: alice, transport: custom(wallet.provider) })
    const typedData = {
      domain: { name: 'Berth', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signing = walletClient.signTypedData(typedData)
    await decideNext('approve', 'eth_signTypedData_v4')
    const signature = await signing
    expect(await verifyTypedData({ address: alice, ...typedData, signature })).toBe(true)
  })

  it('a rejected transaction is a 4001 error and nothing is sent', async () => {
    const client = publicClient()
    const nonceBefore = await client.getTransactionCount({ address: alice })
    const sending = wallet.provider.request({ method: 'eth_sendTransaction', params: [{ to: bob, value: '0x1' }] })
    await decideNext('reject', 'eth_sendTransaction')
    await expect(sending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await client.getTransactionCount({ address: alice })).toBe(nonceBefore)
  })

  it('forwards reads and passes node errors through with their code', async () => {
    expect(await wallet.provider.request({ method: 'eth_getBalance', params: [bob, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
    await expect(wallet.provider.request({ method: 'eth_getBlockByNumber', params: ['not-a-block', false] })).rejects.toMatchObject({
      code: expect.any(Number),
    })
  })
})
