import { describe, expect, it } from 'vitest'
import { DEFAULT_RELAY_URL, relayUrlFrom } from './config'

describe('relayUrlFrom', () => {
  it('uses the devnet relay unless ?relay= names another one on this machine', () => {
    expect(relayUrlFrom('')).toEqual({ ok: true, url: DEFAULT_RELAY_URL })
    expect(relayUrlFrom('?relay=ws://127.0.0.1:9555/')).toEqual({ ok: true, url: 'ws://127.0.0.1:9555' })
    expect(relayUrlFrom('?relay=wss%3A%2F%2Flocalhost%3A9555')).toEqual({ ok: true, url: 'wss://localhost:9555' })
  })

  it('refuses a relay off this machine, another scheme, or garbage', () => {
    expect(relayUrlFrom('?relay=wss://relay.walletconnect.org')).toEqual({
      ok: false,
      error: 'The relay must be on this machine (127.0.0.1 or localhost), not relay.walletconnect.org.',
    })
    expect(relayUrlFrom('?relay=http://127.0.0.1:8555')).toEqual({ ok: false, error: 'The relay address must start with ws:// or wss://, not http://.' })
    expect(relayUrlFrom('?relay=nope')).toEqual({ ok: false, error: 'The relay address "nope" is not a URL.' })
  })
})
