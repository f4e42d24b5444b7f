import { describe, expect, it } from 'vitest'
import { gateAppMessage, parentOrigin } from './messageGate'

const parent = { name: 'parent window' }
const origin = 'http://127.0.0.1:5173'
const request = { id: '1', type: '@berth-app/IS_CONNECTED', payload: {} }

describe('the frame’s message gate', () => {
  it('accepts a request of the protocol from the parent window at the parent’s origin', () => {
    expect(gateAppMessage({ source: parent, origin, data: request }, parent, origin)).toEqual({ ok: true, message: request })
  })

  it('drops a message from another window, even at the right origin', () => {
    expect(gateAppMessage({ source: { name: 'other' }, origin, data: request }, parent, origin)).toEqual({ ok: false, reason: 'source' })
    expect(gateAppMessage({ source: null, origin, data: request }, null, origin)).toEqual({ ok: false, reason: 'source' })
  })

  it('drops a message from another origin, or when the parent’s origin is unknown', () => {
    expect(gateAppMessage({ source: parent, origin: 'http://evil.test', data: request }, parent, origin)).toEqual({ ok: false, reason: 'origin' })
    expect(gateAppMessage({ source: parent, origin, data: request }, parent, undefined)).toEqual({ ok: false, reason: 'origin' })
  })

  it('drops a message of the wrong shape: unknown type, bad payload, no id', () => {
    for (const data of [
      { id: '1', type: '@berth-app/NOPE', payload: {} },
      { id: '1', type: '@berth-app/CONNECT_EMAIL', payload: { email: 'not an email' } },
      { type: '@berth-app/IS_CONNECTED', payload: {} },
      'a string',
    ])
      expect(gateAppMessage({ source: parent, origin, data }, parent, origin)).toEqual({ ok: false, reason: 'shape' })
  })
})

describe('the parent’s origin', () => {
  it('is location.ancestorOrigins[0], else the referrer’s origin', () => {
    expect(parentOrigin({ ancestorOrigins: { length: 1, 0: origin } }, 'http://other.test/x')).toBe(origin)
    expect(parentOrigin({ ancestorOrigins: { length: 0 } }, 'http://127.0.0.1:5173/page?x=1')).toBe(origin)
    expect(parentOrigin({}, '')).toBeUndefined()
  })
})
