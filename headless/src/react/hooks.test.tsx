// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { testChain, testChainL2 } from '../testing/testNetworks.js'
import { memoryBackend } from '../storage/backends.js'
import { announceFake, createScriptedProviderFake } from '../testing/fakeProvider.js'
import { BerthProvider } from './BerthProvider.js'
import { useAccount } from './useAccount.js'
import { useConnect } from './useConnect.js'
import { useConnectors } from './useConnectors.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'
import { useNetwork } from './useNetwork.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function Harness() {
  const account = useAccount()
  const { network } = useNetwork()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const switchNetwork = useSwitchNetwork()
  const modal = useModal()
  return (
    <div>
      <p data-testid="status">{account.status}</p>
      <p data-testid="address">{account.address ?? ''}</p>
      <p data-testid="network">{network?.name ?? 'unsupported'}</p>
      <p data-testid="wallets">{connectors.map((entry) => entry.connector.name).join(',')}</p>
      <p data-testid="view">{modal.isOpen ? modal.view?.view : 'closed'}</p>
      <p data-testid="error">{connect.error?.shortMessage ?? ''}</p>
      <button type="button" onClick={() => connect.mutate('dev.scripted')}>
        connect
      </button>
      <button type="button" onClick={() => disconnect.mutate(undefined)}>
        disconnect
      </button>
      <button type="button" onClick={() => switchNetwork.mutate('eip155:31338')}>
        switch
      </button>
      <button type="button" onClick={() => modal.open()}>
        open
      </button>
    </div>
  )
}

function setup(handlers: Parameters<typeof createScriptedProviderFake>[0]) {
  const target = new EventTarget()
  const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', ...handlers })
  announceFake(target, { uuid: 'u', name: 'Scripted', icon: 'data:image/png;base64,AA==', rdns: 'dev.scripted' }, wallet.provider)
  const client = createClient({
    networks: [testChain, testChainL2],
    window: target as never,
    storage: memoryBackend(),
    logger: { warn: vi.fn(), error: vi.fn() },
  })
  render(
    <BerthProvider client={client}>
      <Harness />
    </BerthProvider>,
  )
  return { client, wallet }
}

afterEach(cleanup)

const text = (id: string) => screen.getByTestId(id).textContent

describe('React hooks over the client', () => {
  it('list wallets, connect, switch network, open the modal and disconnect', async () => {
    const { wallet } = setup({
      eth_requestAccounts: () => [alice],
      wallet_switchEthereumChain: () => null,
      wallet_revokePermissions: () => null,
    })
    await waitFor(() => expect(text('wallets')).toBe('Scripted'))
    expect(text('status')).toBe('disconnected')

    act(() => screen.getByText('connect').click())
    await waitFor(() => expect(text('status')).toBe('connected'))
    expect(text('address')).toBe(alice)
    expect(text('network')).toBe('Test Chain')

    act(() => screen.getByText('switch').click())
    await waitFor(() => expect(text('network')).toBe('Test Chain L2'))

    act(() => screen.getByText('open').click())
    expect(text('view')).toBe('Account')

    act(() => wallet.emit('chainChanged', '0x1'))
    expect(text('network')).toBe('unsupported')
    expect(text('view')).toBe('UnsupportedChain')

    act(() => screen.getByText('disconnect').click())
    await waitFor(() => expect(text('status')).toBe('disconnected'))
    expect(text('view')).toBe('closed')
  })

  it("expose the wallet's rejection as the mutation error", async () => {
    setup({ eth_requestAccounts: () => Promise.reject({ code: 4001 }) })
    await waitFor(() => expect(text('wallets')).toBe('Scripted'))
    act(() => screen.getByText('connect').click())
    await waitFor(() => expect(text('error')).toBe('Connection rejected'))
    expect(text('status')).toBe('disconnected')
  })

  it('report a failed connect, but not a visitor declining', async () => {
    const failing = setup({ eth_requestAccounts: () => Promise.reject(new Error('wallet crashed')) })
    const reportError = vi.spyOn(failing.client.reports, 'reportError').mockResolvedValue(true)
    await waitFor(() => expect(text('wallets')).toBe('Scripted'))
    act(() => screen.getByText('connect').click())
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1))
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ shortMessage: 'Failed to connect' })
    cleanup()

    const declining = setup({ eth_requestAccounts: () => Promise.reject({ code: 4001 }) })
    const notReported = vi.spyOn(declining.client.reports, 'reportError').mockResolvedValue(true)
    await waitFor(() => expect(text('wallets')).toBe('Scripted'))
    act(() => screen.getByText('connect').click())
    await waitFor(() => expect(text('error')).toBe('Connection rejected'))
    expect(notReported).not.toHaveBeenCalled()
  })

  it('throw a clear error outside BerthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Harness />)).toThrow('No ConnectionController client found')
  })
})
