import { describe, expect, it } from 'vitest'
import type { Network } from '../../networks/types.js'
import { testChain, testChainL2 } from '../../testing/testNetworks.js'
import type { WalletConnectAuthenticator } from './authentication.js'
import { createWalletConnect } from './createWalletConnect.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'

const solanaCluster = {
  ...testChain,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18899'] } },
} as unknown as Network

const bitcoinRegtest = {
  ...testChain,
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:13002'] } },
} as unknown as Network

/** A UniversalProvider stand-in whose wallet approves at once; it records what connect() proposed. */
function approvingProvider() {
  const proposals: Record<string, unknown>[] = []
  const provider = {
    session: undefined as { expiry: number } | undefined,
    on: () => provider,
    connect: async (proposal: Record<string, unknown>) => {
      proposals.push(proposal)
      provider.session = { expiry: Math.floor(Date.now() / 1000) + 3600 }
    },
    request: async ({ method }: { method: string }) => (method === 'eth_accounts' ? ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] : 31337),
    cleanupPendingPairings: async () => undefined,
  }
  return { provider: provider as unknown as WalletConnectProvider, proposals }
}

describe('createWalletConnect in an app with Solana networks', () => {
  const authenticator: WalletConnectAuthenticator = {
    request: async () => ({ domain: 'app.example', uri: 'https://app.example', nonce: 'abcdefgh12345678' }),
    verify: async () => undefined,
  }

  it.each([
    ['without sign-in', undefined],
    ['with one-click sign-in', authenticator],
  ])('%s, proposes the eip155 chains only (its connector connects eip155: docs/namespaces.md)', async (_label, authenticate) => {
    const { provider, proposals } = approvingProvider()
    const { connector, adapter } = createWalletConnect({
      relayUrl: 'ws://127.0.0.1:18555',
      projectId: 'test',
      networks: [testChain, solanaCluster, testChainL2],
      storage: undefined,
      timeouts: { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 },
      logger: { warn: () => undefined, error: () => undefined },
      createProvider: async () => provider,
      ...(authenticate ? { authenticate } : {}),
    })
    expect(await adapter.connect(connector, testChain)).toEqual({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], caipNetworkId: 'eip155:31337' })
    expect(proposals).toHaveLength(1)
    const proposal = proposals[0] as { optionalNamespaces: Record<string, { chains: string[] }>; authentication?: unknown }
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['eip155'])
    expect(proposal.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    // One-click sign-in asks the wallet to sign for the eip155 chains: SIWX over WalletConnect is eip155-only.
    expect(proposal.authentication).toEqual(authenticate ? [expect.objectContaining({ chains: ['eip155:31337', 'eip155:31338'] })] : undefined)
  })

  it.each([
    ['without sign-in', undefined],
    ['with one-click sign-in', authenticator],
  ])('%s, also asks for the bip122 networks, optional, while one-click sign-in stays eip155', async (_label, authenticate) => {
    const { provider, proposals } = approvingProvider()
    const { connector } = createWalletConnect({
      relayUrl: 'ws://127.0.0.1:18555',
      projectId: 'test',
      networks: [testChain, bitcoinRegtest, solanaCluster],
      storage: undefined,
      timeouts: { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 },
      logger: { warn: () => undefined, error: () => undefined },
      createProvider: async () => provider,
      ...(authenticate ? { authenticate } : {}),
    })
    // ensureSession pairs without reading eip155 accounts (a bip122-only session is one too).
    expect(await connector.ensureSession?.()).toBe(provider)
    const proposal = proposals[0] as {
      requiredNamespaces?: unknown
      optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }>
      authentication?: unknown
    }
    expect(proposal.requiredNamespaces).toBeUndefined()
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['eip155', 'bip122'])
    expect(proposal.optionalNamespaces.bip122).toEqual({
      chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: { '0f9188f13cb7b2c71f2a335e3a4fc328': 'http://127.0.0.1:13002' },
    })
    expect(proposal.authentication).toEqual(authenticate ? [expect.objectContaining({ chains: ['eip155:31337'] })] : undefined)
    // A second call finds the live session: no second proposal.
    await connector.ensureSession?.()
    expect(proposals).toHaveLength(1)
  })
})
