import { describe, expect, it } from 'vitest'
import { compareMessageWithData } from './compareMessageWithData'
import type { Eip4361Message } from './parseEip4361'
import type { SessionData } from './sessionSchemas'

const message: Eip4361Message = {
  domain: '127.0.0.1:5173',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  chainId: 31337,
  nonce: 'abcdEFGH12345678',
  issuedAt: new Date('2026-11-22T03:00:00.000Z'),
  expirationTime: new Date('2026-11-22T04:00:00.000Z'),
  statement: 'Sign in',
}
const data: SessionData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'abcdEFGH12345678',
  // The same instant written another way: equal.
  issuedAt: '2026-11-22T04:00:00+01:00',
  expirationTime: '2026-11-22T04:00:00Z',
  statement: 'Sign in',
}

describe('compareMessageWithData', () => {
  it('finds nothing when they say the same, whatever the address case or date form', () => {
    expect(compareMessageWithData(message, { ...data, accountAddress: data.accountAddress.toLowerCase() as never })).toEqual([])
    expect(compareMessageWithData({ ...message, statement: undefined, requestId: '' }, { ...data, statement: '' })).toEqual([])
  })

  it('names each field that differs, with both values', () => {
    const differences = compareMessageWithData(message, {
      ...data,
      accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 'eip155:31338',
      domain: 'evil.example',
      uri: 'http://evil.example/',
      nonce: 'zzzzzzzz',
      issuedAt: '2026-11-22T03:00:01Z',
      expirationTime: undefined,
      notBefore: '2026-11-22T03:00:00Z',
      statement: 'Something else',
      requestId: 'r2',
      resources: ['https://a.example'],
    })
    expect(differences.map((line) => line.split(':')[0])).toEqual([
      'accountAddress',
      'chainId',
      'domain',
      'uri',
      'nonce',
      'issuedAt',
      'expirationTime',
      'notBefore',
      'statement',
      'requestId',
      'resources',
    ])
    expect(differences[1]).toBe('chainId: the message says "eip155:31337", data says "eip155:31338"')
    expect(differences[6]).toBe('expirationTime: the message says 2026-11-22T04:00:00.000Z, data says (none)')
  })
})
