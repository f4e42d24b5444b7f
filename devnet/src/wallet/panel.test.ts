// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../chain/accounts'
import { devnetSolanaAccounts } from '../solana/accounts'
import { createDevnetWallet } from './createDevnetWallet'
import { mountPanel } from './panel'
import { memoryStorage } from './walletStorage'

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const wallet = createDevnetWallet({
    storage: memoryStorage(),
    knownChainIds: [31337, 31338],
    fetch: (async () => new Response('{}')) as unknown as typeof fetch,
  })
  const panel = mountPanel(wallet)
  const root = panel.host.shadowRoot!
  const buttons = (name: string) => [...root.querySelectorAll('button')].filter((button) => button.textContent === name)
  return { wallet, panel, root, buttons }
}

afterEach(() => document.body.replaceChildren())

describe('approval panel', () => {
  it('renders inside an open shadow root, fixed bottom-left and above everything', () => {
    const { root, panel } = setup()
    expect(document.body.contains(panel.host)).toBe(true)
    expect(root.querySelector('h2')?.textContent).toBe('Devnet Wallet')
    const css = root.querySelector('style')?.textContent ?? ''
    expect(css).toMatch(/position: fixed; left: 12px; bottom: 12px; z-index: 2147483647/)
    expect(root.textContent).toContain(devnetAccounts[0])
    expect(root.textContent).toContain('Berth Devnet (31337)')
    expect(root.textContent).toContain(`Solana: Not connected · ${devnetSolanaAccounts[0]}`)
  })

  it('shows a Solana request in the same queue, and lets Disconnect revoke the Solana grant alone', async () => {
    const { wallet, root, buttons } = setup()
    const connecting = wallet.solana.features['standard:connect'].connect()
    await nextTick()
    expect(root.querySelector('.method')?.textContent).toBe('standard:connect')
    buttons('Approve')[0]!.click()
    await connecting
    expect(root.textContent).toContain(`Solana: Connected · ${devnetSolanaAccounts[0]}`)
    const disconnect = buttons('Disconnect')[0]!
    expect(disconnect.disabled).toBe(false)
    disconnect.click()
    expect(wallet.solana.accounts).toEqual([])
    expect(buttons('Disconnect')[0]!.disabled).toBe(true)
  })

  it('lists pending requests with Approve and Reject buttons that settle them', async () => {
    const { wallet, buttons } = setup()
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    await nextTick()
    expect(buttons('Approve')).toHaveLength(1)
    buttons('Approve')[0]!.click()
    expect(await connecting).toEqual([devnetAccounts[0]])

    const signing = wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', devnetAccounts[0]] })
    await nextTick()
    buttons('Reject')[0]!.click()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(buttons('Approve')).toHaveLength(0)
  })

  it('never turns request data into markup', async () => {
    const { wallet, root } = setup()
    wallet.setAutoApprove(false)
    const hostile = '<img src=x onerror="window.__pwned=1"><b>bold</b>'
    void wallet.provider
      .request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1', chainName: hostile, rpcUrls: ['http://127.0.0.1:1'] }] })
      .catch(() => {})
    await nextTick()
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('b')).toBeNull()
    expect(root.textContent).toContain('<img src=x')

    // Approved: the hostile name now appears in the chain selector, still as text.
    wallet.approve()
    await nextTick()
    expect(root.querySelector('img')).toBeNull()
    expect([...root.querySelectorAll('option')].some((option) => option.textContent?.includes('<b>bold</b>'))).toBe(true)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('account and chain selectors and Disconnect act wallet-side', async () => {
    const { wallet, root, buttons } = setup()
    const events: [string, unknown][] = []
    wallet.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
    wallet.provider.on('disconnect', () => events.push(['disconnect', null]))
    wallet.setAutoApprove(true)
    await wallet.provider.request({ method: 'eth_requestAccounts' })

    const account = root.querySelector<HTMLSelectElement>('select[aria-label="Account"]')!
    account.value = '1'
    account.dispatchEvent(new Event('change'))
    const chain = root.querySelector<HTMLSelectElement>('select[aria-label="Chain"]')!
    chain.value = '31338'
    chain.dispatchEvent(new Event('change'))
    buttons('Disconnect')[0]!.click()

    expect(events).toEqual([
      ['accountsChanged', [devnetAccounts[0]]],
      ['accountsChanged', [devnetAccounts[1]]],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
      ['disconnect', null],
    ])
    expect(buttons('Disconnect')[0]!.disabled).toBe(true)
  })
})
