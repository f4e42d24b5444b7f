import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork } from './defineSolanaNetwork.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solana.js'

describe('Solana networks', () => {
  it('name each public cluster by the first 32 characters of its genesis hash, with SOL and 9 decimals', () => {
    expect(
      [solanaMainnet, solanaDevnet, solanaTestnet].map(({ id, caipNetworkId, chainNamespace, nativeCurrency }) => ({
        id,
        caipNetworkId,
        chainNamespace,
        nativeCurrency,
      })),
    ).toEqual([
      {
        id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      {
        id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        chainNamespace: 'solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      {
        id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        chainNamespace: 'solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
    ])
    expect(solanaDevnet.blockExplorers?.default.url).toBe('https://explorer.solana.com?cluster=devnet')
    expect(solanaMainnet.testnet).toBeUndefined()
  })

  it('defines a custom cluster from its genesis hash, in the shape the devnet defines its own', () => {
    const cluster = defineSolanaNetwork({
      id: 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt',
      name: 'Berth Solana Devnet',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: true,
    })
    expect(cluster).toEqual({
      id: 'C87HniDwGEEByviiVqxKy4JPppad4zvE',
      caipNetworkId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
      chainNamespace: 'solana',
      name: 'Berth Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: true,
    })
  })
})
