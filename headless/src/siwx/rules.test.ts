import { describe, expect, it } from 'vitest'
import { assertOneSignInConfig, canCloseModal, decideSiwxCancel, shouldOpenSiwx } from './rules.js'

describe('SIWX rules (docs/states.md, §5)', () => {
  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('opens sign-in when configured=%s, supported=%s, sessions=%s → %s', (configured, networkSupported, hasSessions, expected) => {
    expect(shouldOpenSiwx({ configured, networkSupported, hasSessions })).toBe(expected)
  })

  it('cancel: required goes back to the last network with a session, else disconnects; optional closes', () => {
    expect(decideSiwxCancel({ required: true, lastNetworkWithSession: 'eip155:31337' })).toEqual({ action: 'switch-network', caipNetworkId: 'eip155:31337' })
    expect(decideSiwxCancel({ required: true, lastNetworkWithSession: undefined })).toEqual({ action: 'disconnect' })
    expect(decideSiwxCancel({ required: false, lastNetworkWithSession: 'eip155:31337' })).toEqual({ action: 'close' })
  })

  it('the modal cannot close in SIWXSignMessage or ApproveTransaction while sign-in is required and there is no session', () => {
    expect(canCloseModal({ view: 'SIWXSignMessage', required: true, hasSessions: false })).toBe(false)
    expect(canCloseModal({ view: 'ApproveTransaction', required: true, hasSessions: false })).toBe(false)
    expect(canCloseModal({ view: 'SIWXSignMessage', required: true, hasSessions: true })).toBe(true)
    expect(canCloseModal({ view: 'SIWXSignMessage', required: false, hasSessions: false })).toBe(true)
    expect(canCloseModal({ view: 'Account', required: true, hasSessions: false })).toBe(true)
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => assertOneSignInConfig({ siweConfig: {}, siwx: {} })).toThrow('siweConfig and siwx cannot both be set')
    expect(() => assertOneSignInConfig({ siwx: {} })).not.toThrow()
  })
})
