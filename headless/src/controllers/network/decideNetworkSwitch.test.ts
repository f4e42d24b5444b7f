import { describe, expect, it } from 'vitest'
import { testChain, testChainL2 } from '../../testing/testNetworks.js'
import type { Network } from '../../networks/types.js'
import { decideNetworkSwitch } from './decideNetworkSwitch.js'
import { shouldOpenUnsupportedChain } from './decideUnsupportedChain.js'

const solanaDevnet: Network = { ...testChain, id: 'devnet', chainNamespace: 'solana', caipNetworkId: 'solana:devnet', name: 'Solana Devnet' }

describe('decideNetworkSwitch', () => {
  const base = { activeCaipNetworkId: testChain.caipNetworkId, activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } as const

  it('does nothing when the target is already active', () => {
    expect(decideNetworkSwitch(base, testChain)).toEqual({ type: 'none' })
  })
  it('pushes SwitchNetwork within a namespace', () => {
    expect(decideNetworkSwitch(base, testChainL2)).toEqual({ type: 'push', view: 'SwitchNetwork' })
  })
  it('pushes SwitchActiveChain for another namespace without an address there', () => {
    expect(decideNetworkSwitch(base, solanaDevnet)).toEqual({ type: 'push', view: 'SwitchActiveChain' })
  })
  it('pushes SwitchNetwork for another namespace that already has an address', () => {
    expect(decideNetworkSwitch({ ...base, connectedNamespaces: ['eip155', 'solana'] }, solanaDevnet)).toEqual({ type: 'push', view: 'SwitchNetwork' })
  })
  it('pushes SwitchNetwork when confirmation is forced or the auth connector supports the target', () => {
    expect(decideNetworkSwitch({ ...base, forceConfirmation: true }, solanaDevnet)).toEqual({ type: 'push', view: 'SwitchNetwork' })
    expect(decideNetworkSwitch({ ...base, authConnectorSupportsTarget: true }, solanaDevnet)).toEqual({ type: 'push', view: 'SwitchNetwork' })
  })
})

describe('shouldOpenUnsupportedChain', () => {
  const input = { connected: true, unsupported: true, allowUnsupportedChain: false, enableNetworkSwitch: true }
  it('opens for a connected wallet on an unsupported network', () => {
    expect(shouldOpenUnsupportedChain(input)).toBe(true)
  })
  it.each([
    ['unsupported chains allowed', { allowUnsupportedChain: true }],
    ['network switching disabled', { enableNetworkSwitch: false }],
    ['basic wallet-connect mode', { basicWalletConnect: true }],
    ['not connected', { connected: false }],
    ['a supported network', { unsupported: false }],
  ])('does not open with %s', (_, patch) => {
    expect(shouldOpenUnsupportedChain({ ...input, ...patch })).toBe(false)
  })
})
