import { describe, expect, it } from 'vitest'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function clockAt(start: number) {
  const clock = { at: start, now: () => clock.at }
  return clock
}

describe('createNonceStore', () => {
  it('issues long alphanumeric nonces, different each time, valid for 5 minutes', () => {
    const clock = clockAt(1_000_000)
    const store = createNonceStore(clock.now)
    const first = store.issue(alice, 'eip155:31337')
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(first.expiresAt.getTime()).toBe(1_000_000 + NONCE_TTL_MS)
    expect(new Set(Array.from({ length: 50 }, () => store.issue(alice, 'eip155:31337').nonce)).size).toBe(50)
  })

  it('takes a nonce once: the second use is refused as reused', () => {
    const store = createNonceStore(clockAt(0).now)
    const { nonce } = store.issue(alice, 'eip155:31337')
    expect(store.check(nonce, alice)).toBeUndefined()
    expect(store.take(nonce, alice.toLowerCase())).toBeUndefined()
    expect(store.take(nonce, alice)).toBe('reused')
    expect(store.check(nonce, alice)).toBe('reused')
  })

  it('refuses a nonce at its expiry, and after', () => {
    const clock = clockAt(0)
    const store = createNonceStore(clock.now)
    const { nonce } = store.issue(alice, 'eip155:31337')
    clock.at = NONCE_TTL_MS - 1
    expect(store.check(nonce, alice)).toBeUndefined()
    clock.at = NONCE_TTL_MS
    expect(store.take(nonce, alice)).toBe('expired')
  })

  it('does not know a nonce it never issued, or one issued to another address', () => {
    const store = createNonceStore(clockAt(0).now)
    const { nonce } = store.issue(alice, 'eip155:31337')
    expect(store.take('abcdefgh12345678', alice)).toBe('unknown')
    expect(store.take(nonce, bob)).toBe('unknown')
    // Bob's attempt did not spend Alice's nonce.
    expect(store.take(nonce, alice)).toBeUndefined()
  })

  it('issues a nonce for no address yet (one-click sign-in): any one address may use it, once', () => {
    const store = createNonceStore(clockAt(0).now)
    const { nonce } = store.issue(undefined, 'eip155:31337')
    expect(store.take(nonce, bob)).toBeUndefined()
    expect(store.take(nonce, alice)).toBe('reused')
  })

  it('forgets nonces an hour after they expire', () => {
    const clock = clockAt(0)
    const store = createNonceStore(clock.now)
    const { nonce } = store.issue(alice, 'eip155:31337')
    store.take(nonce, alice)
    clock.at = NONCE_TTL_MS + 60 * 60_000 + 1
    store.issue(bob, 'eip155:31337')
    expect(store.check(nonce, alice)).toBe('unknown')
  })
})
