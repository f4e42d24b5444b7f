import { describe, expect, it } from 'vitest'
import { decideAfterNetworkSwitch, decideBack } from './decideBack.js'

describe('decideBack', () => {
  it('closes from the first view', () => {
    expect(decideBack([{ view: 'Connect' }], false)).toEqual({ type: 'close' })
    expect(decideBack([], false)).toEqual({ type: 'close' })
  })
  it('pops one view', () => {
    expect(decideBack([{ view: 'Connect' }, { view: 'ConnectingExternal' }], false)).toEqual({ type: 'go', history: [{ view: 'Connect' }] })
  })
  it('shows Account instead of Connect when connected', () => {
    expect(decideBack([{ view: 'Connect' }, { view: 'ConnectingExternal' }], true)).toEqual({ type: 'go', history: [{ view: 'Account' }] })
  })
})

describe('decideAfterNetworkSwitch', () => {
  it('returns to the view that opened the network list', () => {
    expect(decideAfterNetworkSwitch([{ view: 'Account' }, { view: 'Networks' }, { view: 'SwitchNetwork' }])).toEqual({
      type: 'go',
      history: [{ view: 'Account' }],
    })
  })
  it('closes when no network list opened the switch', () => {
    expect(decideAfterNetworkSwitch([{ view: 'UnsupportedChain' }, { view: 'SwitchNetwork' }])).toEqual({ type: 'close' })
  })
})
