import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import type { FrameClient } from './createFrameClient.js'
import { createFrameSolanaWallet } from './createFrameSolanaWallet.js'
import type { FrameSession } from './frameSession.js'

const ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A test double of the frame client: answers each RPC_REQUEST with `answer(method, params)`. */
function fakeFrameClient(answer: (method: string, params: Record<string, string>) => unknown) {
  const requests: unknown[] = []
  const frame = {
    request: vi.fn(async (_name: string, payload: { method: string; params: Record<string, string> }) => {
      requests.push(payload)
      return { result: answer(payload.method, payload.params) }
    }),
  } as unknown as FrameClient
  return { frame, requests }
}

function setup(answer: (method: string, params: Record<string, string>) => unknown) {
  const { frame, requests } = fakeFrameClient(answer)
  const approvals: (string | undefined)[] = []
  const session: FrameSession = {
    frame: async () => frame,
    user: async (chainId) => ({ email: null, address: ADDRESS, chainId, accounts: [], preferredAccountType: 'eoa', smartAccountDeployed: false }),
    approval: (method) => approvals.push(method),
    signOut: vi.fn(async () => {}),
  }
  const wallet = createFrameSolanaWallet(session, [DEVNET], () => DEVNET)
  return { wallet, requests, approvals, session }
}

describe("the embedded wallet's Solana wallet", () => {
  it("connects with the frame user's address as a wallet-standard account and tells its listeners", async () => {
    const { wallet } = setup(() => null)
    const changes = vi.fn()
    wallet.on('change', changes)
    const { accounts } = await wallet.connect()
    expect(accounts).toEqual([expect.objectContaining({ address: ADDRESS, chains: [DEVNET] })])
    expect(base58.encode(accounts[0]!.publicKey as Uint8Array)).toBe(ADDRESS)
    expect(changes).toHaveBeenCalledWith({ accounts })
    wallet.reset()
    expect(wallet.accounts()).toEqual([])
  })

  it('signs a message through solana_signMessage, bytes in base58, with an approval', async () => {
    const signature = new Uint8Array(64).fill(7)
    const { wallet, requests, approvals } = setup(() => ({ signature: base58.encode(signature) }))
    const [account] = (await wallet.connect()).accounts
    const message = new TextEncoder().encode('hello')
    const [output] = await wallet.signMessage({ account: account!, message })
    expect(requests).toEqual([{ chainId: DEVNET, method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: ADDRESS } }])
    expect(output).toEqual({ signedMessage: message, signature })
    expect(approvals).toEqual(['solana_signMessage', undefined])
  })

  it('signs, and signs and sends, transactions on the chain asked for', async () => {
    const signed = new Uint8Array([1, 2, 3])
    const { wallet, requests } = setup((method) =>
      method === 'solana_signTransaction' ? { transaction: base58.encode(signed) } : { signature: base58.encode(new Uint8Array(64).fill(9)) },
    )
    const [account] = (await wallet.connect()).accounts
    const transaction = new Uint8Array([9, 9])
    expect(await wallet.signTransaction({ account: account!, transaction, chain: DEVNET })).toEqual([{ signedTransaction: signed }])
    expect(await wallet.signAndSendTransaction({ account: account!, transaction, chain: DEVNET })).toEqual([{ signature: new Uint8Array(64).fill(9) }])
    expect(requests).toMatchObject([
      { method: 'solana_signTransaction', params: { transaction: base58.encode(transaction) } },
      { method: 'solana_signAndSendTransaction', params: { transaction: base58.encode(transaction) } },
    ])
  })

  it('refuses an answer without the base58 field it promises', async () => {
    const { wallet } = setup(() => ({ signature: 42 }))
    const [account] = (await wallet.connect()).accounts
    await expect(wallet.signMessage({ account: account!, message: new Uint8Array([1]) })).rejects.toHaveProperty('shortMessage', 'Invalid wallet response')
  })
})
