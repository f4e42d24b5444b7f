import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidRequestError, parseRequest, personalSignText, sessionRequestEvent, UnsupportedMethodError } from './requests'

const address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

describe('personalSignText', () => {
  it('decodes the hex a dapp sends for a string, Unicode included', () => {
    expect(personalSignText(stringToHex('Hello from Berth'))).toBe('Hello from Berth')
    expect(personalSignText(stringToHex('Grüße ⚓ 🚢\nline two'))).toBe('Grüße ⚓ 🚢\nline two')
  })

  it('shows hex that is not printable UTF-8 as hex, and a plain string as it is', () => {
    expect(personalSignText('0xff00fe')).toBe('0xff00fe') // not UTF-8
    expect(personalSignText('0x0001')).toBe('0x0001') // control characters: binary
    expect(personalSignText('0x')).toBe('')
    expect(personalSignText('plain text')).toBe('plain text')
  })
})

describe('parseRequest', () => {
  it('reads personal_sign as message, signer and text', () => {
    const message = stringToHex('Hello from Berth')
    expect(parseRequest('personal_sign', [message, address])).toEqual({ method: 'personal_sign', signer: address, message, text: 'Hello from Berth' })
  })

  it('reads typed data sent as a JSON string or as an object', () => {
    const typedData = { types: { Mail: [{ name: 'body', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'x' }, message: { body: 'hi' } }
    expect(parseRequest('eth_signTypedData_v4', [address, JSON.stringify(typedData)])).toEqual({ method: 'eth_signTypedData_v4', signer: address, typedData })
    expect(parseRequest('eth_signTypedData_v4', [address, typedData])).toMatchObject({ typedData })
  })

  it('reads a transaction, its sender optional', () => {
    expect(parseRequest('eth_sendTransaction', [{ from: address, to: address, value: '0x1' }])).toMatchObject({
      signer: address,
      transaction: { to: address, value: '0x1' },
    })
    expect(parseRequest('eth_sendTransaction', [{ to: address }])).toMatchObject({ signer: undefined })
  })

  it('reads the chain of a switch or an add', () => {
    expect(parseRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ method: 'wallet_switchEthereumChain', chainIdHex: '0x7a6a' })
    expect(parseRequest('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'L2', rpcUrls: [] }])).toEqual({
      method: 'wallet_addEthereumChain',
      chainIdHex: '0x7a6a',
    })
  })

  it('refuses malformed params with -32602 and other methods with 4200', () => {
    const invalid: [string, unknown][] = [
      ['personal_sign', ['0x00']],
      ['personal_sign', ['0x00', 'not-an-address']],
      ['eth_signTypedData_v4', [address, '{not json']],
      ['eth_signTypedData_v4', [address, { types: {} }]],
      ['eth_sendTransaction', [{ from: address, value: 12 }]],
      ['wallet_switchEthereumChain', [{ chainId: 31338 }]],
      ['wallet_switchEthereumChain', undefined],
    ]
    for (const [method, params] of invalid) {
      const error = catchError(() => parseRequest(method, params))
      expect(error, `${method} ${JSON.stringify(params)}`).toBeInstanceOf(InvalidRequestError)
      expect((error as InvalidRequestError).code).toBe(-32602)
    }
    const unsupported = catchError(() => parseRequest('eth_sign', [address, '0x00']))
    expect(unsupported).toBeInstanceOf(UnsupportedMethodError)
    expect(unsupported).toMatchObject({ code: 4200, message: 'The Devnet Mobile Wallet does not support eth_sign.' })
  })
})

describe('sessionRequestEvent', () => {
  it('accepts what the sign-client emits and refuses a request without an eip155 chain', () => {
    const event = { id: 1, topic: 't', params: { chainId: 'eip155:31337', request: { method: 'personal_sign', params: [] } }, verifyContext: {} }
    expect(sessionRequestEvent.safeParse(event).success).toBe(true)
    expect(sessionRequestEvent.safeParse({ ...event, params: { ...event.params, chainId: 'solana:abc' } }).success).toBe(false)
    expect(sessionRequestEvent.safeParse({ ...event, id: '1' }).success).toBe(false)
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}
