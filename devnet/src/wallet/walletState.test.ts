import { describe, expect, it } from 'vitest'
import { DEVNET_WALLET_STORAGE_KEY } from './constants'
import { loadPersistedState, memoryStorage, savePersistedState } from './walletStorage'
import { defaultChainTable, initialState, pickKnownChains, walletAccounts } from './walletState'

const l1 = { chainId: 31337, name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:8545' }
const l2 = { chainId: 31338, name: 'Berth Devnet L2', rpcUrl: 'http://127.0.0.1:8546' }

describe('wallet state', () => {
  it('defaults to unauthorized, account 0, the first known chain', () => {
    expect(initialState([l1], 3, undefined)).toEqual({
      authorized: false,
      solanaAuthorized: false,
      bitcoinAuthorized: false,
      accountIndex: 0,
      chainId: 31337,
      knownChains: [l1],
    })
  })

  it('restores stored state, keeps added chains, and lets configured chains win', () => {
    const stored = {
      authorized: true,
      solanaAuthorized: false,
      bitcoinAuthorized: true,
      accountIndex: 2,
      chainId: 31338,
      knownChains: [{ ...l1, rpcUrl: 'http://127.0.0.1:9999' }, l2],
    }
    expect(initialState([l1], 3, stored)).toEqual({
      authorized: true,
      solanaAuthorized: false,
      bitcoinAuthorized: true,
      accountIndex: 2,
      chainId: 31338,
      knownChains: [l1, l2],
    })
  })

  it('drops a stored account index or chain that no longer exists', () => {
    const stored = { authorized: true, solanaAuthorized: true, bitcoinAuthorized: false, accountIndex: 7, chainId: 999, knownChains: [] }
    expect(initialState([l1], 3, stored)).toMatchObject({ accountIndex: 0, chainId: 31337, solanaAuthorized: true })
  })

  it('picks known chains from the devnet table and rejects unknown ids', () => {
    expect(pickKnownChains(defaultChainTable(), [31337, 31338])).toEqual([l1, l2])
    expect(() => pickKnownChains(defaultChainTable(), [1])).toThrow('Chain 1 is not in the devnet chain table')
    expect(walletAccounts(3)).toHaveLength(3)
    expect(() => walletAccounts(11)).toThrow(RangeError)
  })

  it('round-trips through storage and ignores a corrupt or foreign payload', () => {
    const storage = memoryStorage()
    const state = { authorized: true, solanaAuthorized: true, bitcoinAuthorized: true, accountIndex: 1, chainId: 31337, knownChains: [l1] }
    savePersistedState(storage, state)
    expect(loadPersistedState(storage)).toEqual(state)
    // Stored before the wallet spoke Solana and Bitcoin: those sides start unauthorized.
    storage.setItem(DEVNET_WALLET_STORAGE_KEY, JSON.stringify({ authorized: true, accountIndex: 1, chainId: 31337, knownChains: [l1] }))
    expect(loadPersistedState(storage)).toEqual({ ...state, solanaAuthorized: false, bitcoinAuthorized: false })
    storage.setItem(DEVNET_WALLET_STORAGE_KEY, '{not json')
    expect(loadPersistedState(storage)).toBeUndefined()
    storage.setItem(DEVNET_WALLET_STORAGE_KEY, JSON.stringify({ authorized: 'yes' }))
    expect(loadPersistedState(storage)).toBeUndefined()
  })
})
