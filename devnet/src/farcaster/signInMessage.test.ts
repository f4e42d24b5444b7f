import { buildSignInMessage } from '@farcaster/auth-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetFarcasterAccounts, farcasterCustodyAccount } from './accounts'
import { buildFarcasterSignInMessage } from './signInMessage'

afterEach(() => vi.useRealTimers())

describe('buildFarcasterSignInMessage', () => {
  it("writes the same text as @farcaster/auth-client's buildSignInMessage", () => {
    const now = new Date('2026-01-01T10:00:00.000Z')
    vi.useFakeTimers({ now })
    const address = farcasterCustodyAccount(devnetFarcasterAccounts[0]!).address
    const request = {
      domain: '127.0.0.1:5173',
      siweUri: 'http://127.0.0.1:5173/login',
      nonce: 'abcdef123456',
      notBefore: '2026-01-01T09:59:00.000Z',
      expirationTime: '2026-01-01T10:10:00.000Z',
      requestId: 'req-7',
    }
    const official = buildSignInMessage(undefined as never, {
      domain: request.domain,
      uri: request.siweUri,
      nonce: request.nonce,
      address,
      fid: 1001,
      notBefore: new Date(request.notBefore),
      expirationTime: new Date(request.expirationTime),
      requestId: request.requestId,
    })
    expect(official.isError).toBe(false)
    expect(buildFarcasterSignInMessage(request, 1001, address, now)).toBe(official.message)
  })
})
