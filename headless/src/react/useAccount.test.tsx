// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { solana } from '../adapters/solana/solana.js'
import type { ChainNamespace } from '../types/chain.js'
import { createClient } from '../client.js'
import { solanaDevnet } from '../networks/solana.js'
import { memoryBackend } from '../storage/backends.js'
import { announceFake, createScriptedProviderFake } from '../testing/fakeProvider.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useAccount } from './useAccount.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAlice = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

/** A wallet-standard Solana wallet as an extension registers it (the real registry), approving every connect. */
function solanaWallet(): Wallet {
  const account = { address: solanaAlice, publicKey: new Uint8Array(32), chains: [solanaDevnet.caipNetworkId], features: [] }
  const unused = async () => {
    throw new Error('not used here')
  }
  return {
    version: '1.0.0',
    name: 'Phantom Like',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [solanaDevnet.caipNetworkId],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: [0], signTransaction: unused },
    },
  } as Wallet
}

function Account({ namespace }: { namespace?: ChainNamespace }) {
  const account = useAccount(namespace ? { namespace } : {})
  const id = namespace ?? 'active'
  return <p data-testid={id}>{[account.namespace, account.status, account.address ?? '-', account.caipAddress ?? '-'].join(' ')}</p>
}

const unregisters: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const unregister of unregisters.splice(0)) unregister()
})

function setup() {
  unregisters.push(getWallets().register(solanaWallet()))
  const target = new EventTarget()
  const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', eth_requestAccounts: () => [alice] })
  announceFake(target, { uuid: 'u', name: 'Scripted', icon: 'data:image/png;base64,AA==', rdns: 'dev.scripted' }, wallet.provider)
  const client = createClient({
    networks: [testChain, solanaDevnet],
    adapters: [solana()],
    window: target as never,
    storage: memoryBackend(),
    logger: { warn: vi.fn(), error: vi.fn() },
  })
  render(
    <BerthProvider client={client}>
      <Account />
      <Account namespace="eip155" />
      <Account namespace="solana" />
    </BerthProvider>,
  )
  return client
}

const text = (id: string) => screen.getByTestId(id).textContent

describe('useAccount({ namespace })', () => {
  it("reads one namespace's connection whichever is active; without it, the active namespace's", async () => {
    const client = setup()
    expect(text('solana')).toBe('solana disconnected - -')
    expect(text('active')).toBe('eip155 disconnected - -')

    await act(() => client.connection.connect('dev.scripted'))
    expect(text('eip155')).toBe(`eip155 connected ${alice} eip155:31337:${alice}`)
    expect(text('solana')).toBe('solana disconnected - -')
    expect(text('active')).toBe(text('eip155'))

    await waitFor(() => expect(client.connectors.get('solana.Phantom-Like')).toBeDefined())
    await act(() => client.connection.connect('solana.Phantom-Like'))
    expect(text('solana')).toBe(`solana connected ${solanaAlice} ${solanaDevnet.caipNetworkId}:${solanaAlice}`)
    expect(text('active')).toBe(text('solana'))
    // The other namespace's account is still there to read.
    expect(text('eip155')).toBe(`eip155 connected ${alice} eip155:31337:${alice}`)

    await act(() => client.switchNetwork('eip155:31337'))
    expect(text('active')).toBe(text('eip155'))
    expect(text('solana')).toBe(`solana connected ${solanaAlice} ${solanaDevnet.caipNetworkId}:${solanaAlice}`)

    await act(() => client.connection.disconnect('solana'))
    expect(text('solana')).toBe('solana disconnected - -')
    expect(text('active')).toBe(text('eip155'))
  })
})
