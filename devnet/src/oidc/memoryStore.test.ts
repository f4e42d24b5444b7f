import { describe, expect, it } from 'vitest'
import { createMemoryStore } from './memoryStore'

function store() {
  let time = 1_000_000
  const adapters = createMemoryStore(() => time)
  return { adapters, advance: (seconds: number) => (time += seconds * 1000) }
}

describe("the devnet provider's memory store", () => {
  it('finds what was stored until it expires, and forgets it after', async () => {
    const { adapters, advance } = store()
    const codes = adapters('AuthorizationCode')
    await codes.upsert('c1', { accountId: 'a' }, 60)
    expect(await codes.find('c1')).toEqual({ accountId: 'a' })
    expect(await adapters('AccessToken').find('c1')).toBeUndefined()
    advance(61)
    expect(await codes.find('c1')).toBeUndefined()
  })

  it('marks a consumed artifact with the time it was consumed', async () => {
    const { adapters } = store()
    const codes = adapters('AuthorizationCode')
    await codes.upsert('c1', {}, 60)
    await codes.consume('c1')
    expect(await codes.find('c1')).toEqual({ consumed: 1000 })
  })

  it('finds a session by its uid, and no longer once it is replaced or destroyed', async () => {
    const { adapters } = store()
    const sessions = adapters('Session')
    await sessions.upsert('s1', { uid: 'u1' }, 600)
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1' })
    await sessions.upsert('s1', { uid: 'u2' }, 600)
    expect(await sessions.findByUid('u1')).toBeUndefined()
    expect(await sessions.findByUid('u2')).toEqual({ uid: 'u2' })
    await sessions.destroy('s1')
    expect(await sessions.findByUid('u2')).toBeUndefined()
  })

  it('revokes every artifact of a grant, and nothing of another', async () => {
    const { adapters } = store()
    await adapters('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60)
    await adapters('AccessToken').upsert('t1', { grantId: 'g1' }, 600)
    await adapters('AccessToken').upsert('t2', { grantId: 'g2' }, 600)
    await adapters('Grant').revokeByGrantId('g1')
    expect(await adapters('AuthorizationCode').find('c1')).toBeUndefined()
    expect(await adapters('AccessToken').find('t1')).toBeUndefined()
    expect(await adapters('AccessToken').find('t2')).toEqual({ grantId: 'g2' })
  })

  it('keeps one store per provider', async () => {
    const first = createMemoryStore()
    const second = createMemoryStore()
    await first('Session').upsert('s1', { uid: 'u1' })
    expect(await second('Session').find('s1')).toBeUndefined()
  })
})

describe("the devnet provider's memory store, on a revoked grant", () => {
  it('keeps the sessions and interactions that name the grant', async () => {
    const store = createMemoryStore()
    await store('Interaction').upsert('i1', { grantId: 'g1' }, 600)
    await store('Session').upsert('s1', { uid: 'u1', grantId: 'g1' }, 600)
    await store('Grant').revokeByGrantId('g1')
    expect(await store('Interaction').find('i1')).toEqual({ grantId: 'g1' })
    expect(await store('Session').findByUid('u1')).toEqual({ uid: 'u1', grantId: 'g1' })
  })
})
