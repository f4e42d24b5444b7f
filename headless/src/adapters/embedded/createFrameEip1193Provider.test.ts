import { describe, expect, it, vi } from 'vitest'
import { FrameRequestError } from '../../errors/embedded.js'
import type { FrameClient } from './createFrameClient.js'
import { createFrameEip1193Provider } from './createFrameEip1193Provider.js'
import type { FrameUser } from './frameProtocol.js'
import type { FrameSession } from './frameSession.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const user: FrameUser = {
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 'eip155:8453',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

/** A test double of the frame client: records each request and answers with `answer`. */
function fakeFrameClient(answer: (name: string, payload: unknown) => unknown) {
  const requests: { name: string; payload: unknown }[] = []
  const frame = {
    origin: 'http://localhost:8790',
    request: vi.fn(async (name: string, payload: unknown) => {
      requests.push({ name, payload })
      return answer(name, payload)
    }),
  } as unknown as FrameClient
  return { frame, requests }
}

function setup(answer: (name: string, payload: unknown) => unknown, loggedIn = true) {
  const { frame, requests } = fakeFrameClient(answer)
  const approvals: (string | undefined)[] = []
  const errors: unknown[] = []
  const session: FrameSession = {
    frame: async () => frame,
    user: vi.fn(async () => (loggedIn ? user : undefined)),
    approval: (method, error) => {
      approvals.push(method)
      if (error) errors.push(error)
    },
    signOut: vi.fn(async () => {}),
  }
  const provider = createFrameEip1193Provider(session, () => 'eip155:1')
  return { provider, requests, approvals, errors, session }
}

describe("the embedded wallet's EIP-1193 provider", () => {
  it("gives the frame user's address and chain for eth_requestAccounts, eth_accounts and eth_chainId", async () => {
    const { provider, session } = setup(() => ({}))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(session.user).toHaveBeenLastCalledWith('eip155:1', false)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(session.user).toHaveBeenLastCalledWith('eip155:8453', true)
  })

  it('answers no accounts when nobody is logged in', async () => {
    const { provider } = setup(() => ({}), false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('sends reading calls through RPC_REQUEST on the current chain without an approval', async () => {
    const { provider, requests, approvals } = setup(() => ({ result: '0x10' }))
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x10')
    expect(requests).toEqual([{ name: 'RPC_REQUEST', payload: { chainId: 'eip155:1', method: 'eth_getBalance', params: [ADDRESS, 'latest'] } }])
    expect(approvals).toEqual([])
  })

  it('tells the session while a signing method waits for approval in the frame, and when it ends', async () => {
    const { provider, approvals } = setup(() => ({ result: '0xsignature' }))
    expect(await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })).toBe('0xsignature')
    expect(approvals).toEqual(['personal_sign', undefined])
  })

  it("keeps the frame's refusal (code 4200) and ends the approval with it", async () => {
    const refusal = new FrameRequestError('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 })
    const { provider, approvals } = setup(() => {
      throw refusal
    })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    expect(approvals).toEqual(['eth_sendTransaction', undefined])
  })

  it('keeps a refused method that needs no approval (wallet_sendCalls) as the error, without an approval', async () => {
    const refusal = new FrameRequestError('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 })
    const { provider, approvals, errors } = setup(() => {
      throw refusal
    })
    await expect(provider.request({ method: 'wallet_sendCalls', params: [{}] })).rejects.toBe(refusal)
    expect(approvals).toEqual([undefined])
    expect(errors).toEqual([refusal])
  })

  it('leaves any other failure of a reading call out of the state', async () => {
    const { provider, approvals } = setup(() => {
      throw new FrameRequestError('RPC_REQUEST', { message: 'execution reverted', code: -32000 })
    })
    await expect(provider.request({ method: 'eth_call', params: [{}] })).rejects.toMatchObject({ code: -32000 })
    expect(approvals).toEqual([])
  })

  it('switches chains through SWITCH_NETWORK and emits chainChanged', async () => {
    const { provider, requests } = setup((name, payload) => (name === 'SWITCH_NETWORK' ? payload : {}))
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(requests).toEqual([{ name: 'SWITCH_NETWORK', payload: { chainId: 'eip155:8453' } }])
    expect(changed).toHaveBeenCalledWith('0x2105')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    provider.removeListener('chainChanged', changed)
    provider.emit('chainChanged', 'eip155:1')
    expect(changed).toHaveBeenCalledTimes(1)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'base' }] })).rejects.toMatchObject({ code: -32602 })
  })

  it('signs out in the frame on wallet_revokePermissions (the adapter’s disconnect)', async () => {
    const { provider, session } = setup(() => ({}))
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(session.signOut).toHaveBeenCalledOnce()
  })
})
