import { FRAME_APPROVAL_METHODS } from '@berth/headless/embedded'
import { describe, expect, it } from 'vitest'
import { describeApproval } from './describeApproval'
import { routeRpcMethod } from './rpcMethods'

describe('RPC_REQUEST routes', () => {
  it('answers accounts and chain id from the session, reads through /v1/, approves signing, refuses the rest', () => {
    expect(routeRpcMethod('eip155', 'eth_requestAccounts')).toBe('accounts')
    expect(routeRpcMethod('eip155', 'eth_chainId')).toBe('chainId')
    expect(routeRpcMethod('eip155', 'eth_getBalance')).toBe('read')
    expect(routeRpcMethod('solana', 'getBalance')).toBe('read')
    for (const method of FRAME_APPROVAL_METHODS) expect(routeRpcMethod(method.startsWith('solana_') ? 'solana' : 'eip155', method)).toBe('approve')
    expect(routeRpcMethod('eip155', 'solana_signMessage')).toBe('refuse')
    for (const method of ['eth_sign', 'wallet_sendCalls', 'eth_sendRawTransaction', 'wallet_grantPermissions', 'anvil_mine'])
      expect(routeRpcMethod('eip155', method)).toBe('refuse')
  })
})

describe('the approval panel’s description', () => {
  it('shows a personal_sign message as its text', () => {
    const rows = describeApproval('personal_sign', ['0x68656c6c6f20776f726c64', '0xabc'], '0xabc', 'Berth Devnet').rows
    expect(rows).toContainEqual({ label: 'Message', value: 'hello world' })
    expect(rows).toContainEqual({ label: 'Account', value: '0xabc' })
  })

  it('keeps binary messages as hex', () => {
    expect(describeApproval('personal_sign', ['0x00ff10', '0xabc'], '0xabc', 'N').rows).toContainEqual({ label: 'Message', value: '0x00ff10' })
  })

  it('shows a transaction’s recipient, value in ETH, data and network', () => {
    const { title, rows } = describeApproval(
      'eth_sendTransaction',
      [{ to: '0x1111111111111111111111111111111111111111', value: '0xde0b6b3a7640000' }],
      '0xabc',
      'Berth Devnet',
    )
    expect(title).toBe('Send transaction')
    expect(rows).toEqual(
      expect.arrayContaining([
        { label: 'To', value: '0x1111111111111111111111111111111111111111' },
        { label: 'Value', value: '1 ETH' },
        { label: 'Data', value: '0x' },
        { label: 'Network', value: 'Berth Devnet' },
      ]),
    )
  })

  it('shows a Solana message decoded from base58', () => {
    // base58 of "hi"
    expect(describeApproval('solana_signMessage', { message: '8wr' }, 'So1', 'Berth Solana Devnet').rows).toContainEqual({ label: 'Message', value: 'hi' })
  })
})
