import { describe, expect, it } from 'vitest'
import { createStore } from '../../store/createStore.js'
import { setProfileName } from './setProfileName.js'
import { disconnectedConnection, type ConnectionState } from './types.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connectedAs = (address: string) =>
  createStore<ConnectionState>({
    activeNamespace: 'eip155',
    reconnecting: false,
    byNamespace: { eip155: { status: 'connected', connectorId: 'embedded', accounts: [address], address } },
  })

describe('setProfileName', () => {
  it("writes the name on the namespace's connection while that account is connected (0x addresses without case)", () => {
    const store = connectedAs(alice)
    setProfileName(store, 'eip155', alice.toLowerCase(), 'alice.berth.id')
    expect(store.get().byNamespace.eip155?.profileName).toBe('alice.berth.id')
    setProfileName(store, 'eip155', alice, undefined)
    expect(store.get().byNamespace.eip155?.profileName).toBeUndefined()
  })

  it('drops an answer that comes after the account changed or disconnected', () => {
    const store = connectedAs(bob)
    setProfileName(store, 'eip155', alice, 'alice.berth.id')
    expect(store.get().byNamespace.eip155?.profileName).toBeUndefined()
    store.set({ byNamespace: { eip155: disconnectedConnection } })
    setProfileName(store, 'eip155', alice, 'alice.berth.id')
    expect(store.get().byNamespace.eip155).toEqual(disconnectedConnection)
    setProfileName(store, 'solana', alice, 'alice.berth.id')
    expect(store.get().byNamespace.solana).toBeUndefined()
  })
})
