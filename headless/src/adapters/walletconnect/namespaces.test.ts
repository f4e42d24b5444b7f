import { describe, expect, it } from 'vitest'
import { mainnet } from '../../networks/eip155.js'
import { testChain, testChainL2 } from '../../testing/testNetworks.js'
import { buildNamespaces } from './namespaces.js'

describe('buildNamespaces', () => {
  it('asks for every configured eip155 chain with the methods, events and an rpcMap entry each', () => {
    expect(buildNamespaces([testChain, testChainL2])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '31337': 'http://127.0.0.1:18545', '31338': 'http://127.0.0.1:18546' },
      },
    })
  })

  it('keeps the configured order and uses only configured RPC URLs', () => {
    const namespaces = buildNamespaces([mainnet, testChain])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:31337'])
    expect(Object.values(namespaces.eip155?.rpcMap ?? {})).toEqual([mainnet.rpcUrls.default.http[0], 'http://127.0.0.1:18545'])
  })

  it('groups networks by namespace (solana and bip122 go through the same function)', () => {
    const solana = {
      ...testChain,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    } as const
    const namespaces = buildNamespaces([testChain, solana as never])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.solana).toMatchObject({ chains: [solana.caipNetworkId], rpcMap: { [solana.id]: 'http://127.0.0.1:8899' } })
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
  })

  it('returns no namespace for no networks', () => {
    expect(buildNamespaces([])).toEqual({})
  })
})
