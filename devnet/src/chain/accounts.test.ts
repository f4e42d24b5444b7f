import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, devnetAccounts } from './accounts'
import { devnetChainKey, devnetChains, devnetChainUrl } from './chains'

describe('devnet accounts', () => {
  it('are the first ten accounts of the test mnemonic', () => {
    const derived = devnetAccounts.map((_, index) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }).address)
    expect(devnetAccounts).toEqual(derived)
  })
})

describe('devnet chains', () => {
  it('are 31337 on 8545 and 31338 on 8546, on loopback', () => {
    expect(devnetChains.map((chain) => [chain.chainId, chain.name, devnetChainUrl(chain)])).toEqual([
      [31337, 'Berth Devnet', 'http://127.0.0.1:8545'],
      [31338, 'Berth Devnet L2', 'http://127.0.0.1:8546'],
    ])
    expect(devnetChainKey(31338)).toBe('eip155:31338')
  })
})
