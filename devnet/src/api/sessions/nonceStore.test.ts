import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// One in-memory database for the file: every test issues nonces of its own, so they never meet.
const database = await openDatabase({ dataDir: null, cacheDir: defaultCacheDir })
afterAll(() => database.close())

function clockAt(start: number) {
  const clock = { at: start, now: () => clock.at }
  return clock
}

describe('createNonceStore', () => {
  it('issues long alphanumeric nonces, different each time, valid for 5 minutes', async () => {
    const store = createNonceStore(database.db, clockAt(1_000_000).now)
    const first = await store.issue(alice, 'eip155:31337')
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(first.expiresAt.getTime()).toBe(1_000_000 + NONCE_TTL_MS)
    const many = await Promise.all(Array.from({ length: 50 }, () => store.issue(alice, 'eip155:31337')))
    expect(new Set(many.map((issued) => issued.nonce)).size).toBe(50)
  })

  it('takes a nonce once: the second use is refused as reused', async () => {
    const store = createNonceStore(database.db, clockAt(0).now)
    const { nonce } = await store.issue(alice, 'eip155:31337')
    expect(await store.check(nonce, alice)).toBeUndefined()
    expect(await store.take(nonce, alice.toLowerCase())).toBeUndefined()
    expect(await store.take(nonce, alice)).toBe('reused')
    expect(await store.check(nonce, alice)).toBe('reused')
  })

  it('lets exactly one of many concurrent takes of a nonce have it', async () => {
    const store = createNonceStore(database.db, clockAt(0).now)
    const { nonce } = await store.issue(undefined, 'eip155:31337')
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => store.take(nonce, index % 2 ? alice : bob)))
    expect(results.filter((result) => result === undefined)).toHaveLength(1)
    expect(results.filter((result) => result === 'reused')).toHaveLength(9)
  })

  it('refuses a nonce at its expiry, and after', async () => {
    const clock = clockAt(0)
    const store = createNonceStore(database.db, clock.now)
    const { nonce } = await store.issue(alice, 'eip155:31337')
    clock.at = NONCE_TTL_MS - 1
    expect(await store.check(nonce, alice)).toBeUndefined()
    clock.at = NONCE_TTL_MS
    expect(await store.take(nonce, alice)).toBe('expired')
    expect(await store.take(nonce, alice)).toBe('expired')
  })

  it('does not know a nonce it never issued, or one issued to another address', async () => {
    const store = createNonceStore(database.db, clockAt(0).now)
    const { nonce } = await store.issue(alice, 'eip155:31337')
    expect(await store.take('abcdefgh12345678', alice)).toBe('unknown')
    expect(await store.take(nonce, bob)).toBe('unknown')
    // Bob's attempt did not spend Alice's nonce.
    expect(await store.take(nonce, alice)).toBeUndefined()
  })

  it('issues a nonce for no address yet (one-click sign-in): any one address may use it, once', async () => {
    const store = createNonceStore(database.db, clockAt(0).now)
    const { nonce } = await store.issue(undefined, 'eip155:31337')
    expect(await store.take(nonce, bob)).toBeUndefined()
    expect(await store.take(nonce, alice)).toBe('reused')
  })

  it('forgets nonces an hour after they expire', async () => {
    const clock = clockAt(0)
    const store = createNonceStore(database.db, clock.now)
    const { nonce } = await store.issue(alice, 'eip155:31337')
    await store.take(nonce, alice)
    clock.at = NONCE_TTL_MS + 60 * 60_000 + 1
    await store.issue(bob, 'eip155:31337')
    expect(await store.check(nonce, alice)).toBe('unknown')
  })
})
