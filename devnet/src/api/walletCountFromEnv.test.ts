import { describe, expect, it } from 'vitest'
import { walletCountFromEnv } from './walletCountFromEnv'

describe('walletCountFromEnv', () => {
  it('reads BERTH_DEVNET_WALLETS', () => {
    expect(walletCountFromEnv({ BERTH_DEVNET_WALLETS: '2000' })).toBe(2000)
    expect(walletCountFromEnv({ BERTH_DEVNET_WALLETS: ' ' })).toBeUndefined()
    expect(walletCountFromEnv({})).toBeUndefined()
    for (const bad of ['0', '-5', '2e3', 'lots', '1.5', '100001']) {
      expect(() => walletCountFromEnv({ BERTH_DEVNET_WALLETS: bad })).toThrow(/BERTH_DEVNET_WALLETS/)
    }
  })
})
