import { describe, expect, it } from 'vitest'
import { clientIdFromAuth, clientIdFromRequestUrl } from './identity'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (claims: unknown) => `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`

describe('client identity from the ?auth= JWT', () => {
  it('reads iss (the client did:key) first, then sub', () => {
    expect(clientIdFromAuth(jwt({ iss: 'did:key:z6MkA', sub: 'random-session' }))).toBe('did:key:z6MkA')
    expect(clientIdFromAuth(jwt({ sub: 'only-sub' }))).toBe('only-sub')
  })

  it('is undefined for a missing, malformed or claimless token', () => {
    expect(clientIdFromAuth(undefined)).toBeUndefined()
    expect(clientIdFromAuth('')).toBeUndefined()
    expect(clientIdFromAuth('not-a-jwt')).toBeUndefined()
    expect(clientIdFromAuth('a.!!!.c')).toBeUndefined()
    expect(clientIdFromAuth(jwt({ aud: 'wss://relay' }))).toBeUndefined()
    expect(clientIdFromAuth(jwt({ iss: 42 }))).toBeUndefined()
  })

  it('reads the token from a connection URL, the same for every reconnect', () => {
    const token = jwt({ iss: 'did:key:z6MkB', sub: 's' })
    expect(clientIdFromRequestUrl(`/?auth=${token}&ua=wc-2%2Fjs&projectId=berth-devnet`)).toBe('did:key:z6MkB')
    expect(clientIdFromRequestUrl('/?projectId=x')).toBeUndefined()
    expect(clientIdFromRequestUrl(undefined)).toBeUndefined()
  })
})
