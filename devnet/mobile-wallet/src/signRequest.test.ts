import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountAt } from './accounts'
import { chainByCaip } from './chains'
import { parseRequest } from './requests'
import { signRequest } from './signRequest'

const account = accountAt(7)
const chain = chainByCaip('eip155:31337')!

describe('signRequest', () => {
  it('signs personal_sign over the bytes the dapp sent (hex) or the text', async () => {
    for (const message of [stringToHex('Hello from Berth'), 'Hello from Berth']) {
      const request = parseRequest('personal_sign', [message, account.address])
      if (request.method !== 'personal_sign') throw new Error('parsed as another method')
      const signature = await signRequest(request, account, chain)
      expect(await verifyMessage({ address: account.address, message: 'Hello from Berth', signature })).toBe(true)
    }
  })

  it('signs eth_signTypedData_v4 as the dapp hashes it, its own EIP712Domain type included', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'body', type: 'string' }],
      },
      primaryType: 'Mail' as const,
      domain: { name: 'Berth', chainId: 31337 },
      message: { body: 'hi' },
    }
    const request = parseRequest('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])
    if (request.method !== 'eth_signTypedData_v4') throw new Error('parsed as another method')
    const signature = await signRequest(request, account, chain)
    // viem's types forbid EIP712Domain among the types; at run time it accepts it, as dapps send it.
    expect(await verifyTypedData({ address: account.address, ...typedData, signature } as unknown as Parameters<typeof verifyTypedData>[0])).toBe(true)
  })
})
