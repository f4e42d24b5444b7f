import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { takeRequest } from './intake'
import type { SessionRequestEvent } from './requests'
import type { SessionView } from './state'

const address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const other = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const session: SessionView = {
  topic: 'topic',
  dapp: { name: 'Dapp', url: 'http://127.0.0.1:5173' },
  chains: ['eip155:31337'],
  address,
  solanaAddress: undefined,
}
const event = (method: string, params: unknown, chainId = 'eip155:31337'): SessionRequestEvent => ({
  id: 7,
  topic: 'topic',
  params: { chainId, request: { method, params } },
})

describe('takeRequest', () => {
  it('asks the user about signing by the session account, with what to show', () => {
    const intake = takeRequest(event('personal_sign', [stringToHex('Hello from Berth'), address]), session)
    expect(intake).toMatchObject({
      kind: 'ask',
      pending: { id: 7, topic: 'topic', chain: 'eip155:31337', method: 'personal_sign', summary: 'Sign a message', request: { text: 'Hello from Berth' } },
    })
    expect(takeRequest(event('eth_sendTransaction', [{ to: other }]), session)).toMatchObject({
      kind: 'ask',
      pending: { summary: `Send a transaction to ${other}` },
    })
  })

  it('asks about a switch to a devnet chain, in the session or not', () => {
    expect(takeRequest(event('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]), session)).toMatchObject({
      kind: 'ask',
      pending: { summary: 'Switch to Berth Devnet' },
    })
    expect(takeRequest(event('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]), session)).toMatchObject({
      kind: 'ask',
      pending: { summary: 'Switch to Berth Devnet L2' },
    })
  })

  it('answers at once what needs no decision', () => {
    expect(takeRequest(event('wallet_switchEthereumChain', [{ chainId: '0x1' }]), session)).toMatchObject({
      kind: 'answer',
      response: { id: 7, jsonrpc: '2.0', error: { code: 4902, message: expect.stringContaining('Unrecognized chain ID "0x1"') } },
    })
    expect(takeRequest(event('wallet_addEthereumChain', [{ chainId: '0x7a6a' }]), session)).toMatchObject({
      kind: 'answer',
      response: { id: 7, jsonrpc: '2.0', result: null },
    })
    expect(takeRequest(event('wallet_addEthereumChain', [{ chainId: '0x89' }]), session)).toMatchObject({
      kind: 'answer',
      response: { error: { code: -32602 } },
    })
    expect(takeRequest(event('personal_sign', ['0x00', other]), session)).toMatchObject({ kind: 'answer', response: { error: { code: 4100 } } })
    expect(takeRequest(event('eth_sign', [address, '0x00']), session)).toMatchObject({ kind: 'answer', response: { error: { code: 4200 } } })
    expect(takeRequest(event('personal_sign', 'nope'), session)).toMatchObject({ kind: 'answer', response: { error: { code: -32602 } } })
  })
})
