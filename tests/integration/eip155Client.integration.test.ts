// The headless client with its eip155 adapter, driving the real Devnet Wallet core against the
// devnet's anvil chains: connect, read the native balance, switch (through 4902 + add), follow
// wallet-side changes, and see a sent transaction in the balance.
import { createClient, memoryBackend, selectActiveConnection, SignatureDeclinedError } from '@berth/headless'

import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import { createPublicClient, formatEther, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'

const l1 = createPublicClient({ transport: http('http://127.0.0.1:8545'), cacheTime: 0 })
const l2 = createPublicClient({ transport: http('http://127.0.0.1:8546'), cacheTime: 0 })
const quiet = { warn: () => {}, error: () => {} }

function setup({ autoApprove = true } = {}) {
  const wallet = createDevnetWallet({ autoApprove, storage: memoryStorage() })
  const target = new EventTarget()
  const detail = Object.freeze({
    info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
    provider: wallet.provider,
  })
  target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  const client = createClient({ networks: [berthDevnet, berthDevnetL2], window: target as never, storage: memoryBackend(), logger: quiet })
  client.mount()
  return { client, wallet }
}

describe('headless client against anvil', () => {
  it('connects and reads the native balance from the chain', async () => {
    const { client, wallet } = setup()
    const result = await client.connection.connect('dev.berth.wallet')
    expect(result.caipNetworkId).toBe('eip155:31337')
    const address = wallet.selectedAccount()
    const balance = await client.account.balance({ caipNetworkId: 'eip155:31337', address })
    const value = await l1.getBalance({ address })
    expect(balance).toEqual({ value, decimals: 18, symbol: 'ETH', formatted: formatEther(value) })
  })

  it('switches to a chain the wallet adds on 4902, then reads that chain', async () => {
    const { client, wallet } = setup()
    await client.connection.connect('dev.berth.wallet')
    await client.switchNetwork('eip155:31338')
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31338')
    expect(wallet.state().chainId).toBe(31338)
    const address = wallet.selectedAccount()
    const balance = await client.account.balance({ caipNetworkId: 'eip155:31338', address })
    expect(balance.value).toBe(await l2.getBalance({ address }))
  })

  it('follows wallet-side account changes and a wallet-side disconnect', async () => {
    const { client, wallet } = setup()
    await client.connection.connect('dev.berth.wallet')
    wallet.selectAccount(2)
    expect(selectActiveConnection(client.connection.store.get()).address?.toLowerCase()).toBe(wallet.accounts()[2]!.toLowerCase())
    wallet.disconnect()
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
  })

  it('sees a transaction sent through the connected wallet in the balance it reads', async () => {
    const { client, wallet } = setup()
    await client.connection.connect('dev.berth.wallet')
    const [from, to] = wallet.accounts() as [`0x${string}`, `0x${string}`]
    const before = await client.account.balance({ caipNetworkId: 'eip155:31337', address: to })
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as `0x${string}`
    await l1.waitForTransactionReceipt({ hash })
    const after = await client.account.balance({ caipNetworkId: 'eip155:31337', address: to })
    expect(after.value - before.value).toBe(parseEther('1.5'))
  })

  it('signs a message with the connected account (EIP-191), and the signature verifies', async () => {
    const { client, wallet } = setup()
    await client.connection.connect('dev.berth.wallet')
    const message = 'Hello from Berth\nline two, ünïcode'
    const signature = (await client.connection.signMessage({ message })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.selectedAccount(), message, signature })).toBe(true)
  })

  it('reports a declined signature as SignatureDeclinedError, and refuses an account the connection does not have', async () => {
    const { client, wallet } = setup({ autoApprove: false })
    const connecting = client.connection.connect('dev.berth.wallet')
    await until(() => wallet.pending().length > 0)
    wallet.approve()
    await connecting
    const signing = client.connection.signMessage({ message: 'no thanks' })
    await until(() => wallet.pending().length > 0)
    wallet.reject()
    await expect(signing).rejects.toBeInstanceOf(SignatureDeclinedError)
    await expect(signing).rejects.toThrow('Signature declined')
    const stranger = '0x000000000000000000000000000000000000dEaD'
    await expect(client.connection.signMessage({ message: 'x', address: stranger })).rejects.toThrow('Account not found for connector')
    expect(wallet.pending()).toEqual([])
  })
})

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
