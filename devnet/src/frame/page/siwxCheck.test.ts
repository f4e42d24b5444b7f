import { describe, expect, it } from 'vitest'
import { siwxRefusal } from './siwxCheck'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const message = (domain: string, account: string) =>
  `${domain} wants you to sign in with your Ethereum account:\n${account}\n\nSign in\n\nURI: http://${domain}\nVersion: 1\nChain ID: 31337\nNonce: abcdefgh\nIssued At: 2026-01-01T00:00:00Z`

describe('SIWX in GET_USER', () => {
  it('may sign a message for the parent page’s host and this account', () => {
    expect(siwxRefusal(message('127.0.0.1:5173', address.toLowerCase()), '127.0.0.1:5173', address, 'eip155')).toBeUndefined()
  })

  it('refuses a message for another domain, another account, or not a sign-in message', () => {
    expect(siwxRefusal(message('evil.test', address), '127.0.0.1:5173', address, 'eip155')).toBe('The sign-in message is for evil.test, not 127.0.0.1:5173')
    expect(siwxRefusal(message('127.0.0.1:5173', `0x${'1'.repeat(40)}`), '127.0.0.1:5173', address, 'eip155')).toContain("not this wallet's account")
    expect(siwxRefusal('hello', '127.0.0.1:5173', address, 'eip155')).toBe('The sign-in message is not a CAIP-122 message')
  })

  it('compares Solana addresses exactly', () => {
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const text = `127.0.0.1:5173 wants you to sign in with your Solana account:\n${solana.toLowerCase()}\n`
    expect(siwxRefusal(text, '127.0.0.1:5173', solana, 'solana')).toContain("not this wallet's account")
  })
})
