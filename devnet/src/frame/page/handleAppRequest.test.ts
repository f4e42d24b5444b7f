import { frameMessageSchema, type AppMessage } from '@berth/headless/embedded'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { testAuthService } from '../auth/testing'
import { createFrameApp } from '../createFrameApp'
import { createAuthClient } from './authClient'
import { createFrameStorage, memoryStorage } from './frameStorage'
import { createFrameHandler } from './handleAppRequest'

const origin = 'http://localhost:8790'
const evm = 'eip155:31337'
const solana = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'
const networks = [
  { caipNetworkId: evm, name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1' },
  { caipNetworkId: solana, name: 'Berth Solana Devnet', rpcUrl: 'http://127.0.0.1:1' },
]
const email = 'visitor@example.com'

/** The frame's handler over the real auth API in this process; `approve` answers the approval panel. */
function setup(options: { approve?: boolean | 'never' } = {}) {
  const t = testAuthService()
  const app = createFrameApp({ auth: t.service, frameOrigin: origin, networks, frameScript: async () => '' })
  const fetchImpl = ((path: string, init?: RequestInit) => app.request(path, init)) as typeof fetch
  const storage = createFrameStorage(memoryStorage())
  const approvals: { title: string; rows: { label: string; value: string }[] }[] = []
  let hidden = 0
  const handle = createFrameHandler({
    auth: createAuthClient(storage, fetchImpl),
    storage,
    networks,
    initialChainId: '31337',
    parentHost: '127.0.0.1:5173',
    parentOrigin: 'http://127.0.0.1:5173',
    frameOrigin: origin,
    approve: async (description) => {
      approvals.push(description)
      if (options.approve === 'never') return new Promise<boolean>(() => {})
      return options.approve ?? true
    },
    hideApproval: () => void hidden++,
    readRpc: async () => '0x1',
    reload: () => {},
  })
  let nextId = 0
  const send = async (name: string, payload: unknown = {}) => {
    const answer = await handle({ id: String(++nextId), type: `@berth-app/${name}`, payload } as AppMessage)
    // Every answer is one the app's schema accepts.
    expect(frameMessageSchema.safeParse(answer).success).toBe(true)
    return answer
  }
  const login = async () => {
    await send('CONNECT_EMAIL', { email })
    await send('CONNECT_OTP', { otp: t.mail.lastCode(email) })
  }
  return { ...t, send, login, storage, approvals, hidden: () => hidden }
}

describe('the frame’s requests', () => {
  it('logs in by email code and gives the user of each namespace', async () => {
    const s = setup()
    expect(await s.send('IS_CONNECTED')).toMatchObject({ type: '@berth-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
    expect(await s.send('CONNECT_EMAIL', { email })).toMatchObject({ type: '@berth-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    expect(await s.send('CONNECT_OTP', { otp: s.mail.lastCode(email) })).toMatchObject({ type: '@berth-frame/CONNECT_OTP_SUCCESS' })
    expect(await s.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    const user = await s.send('GET_USER', { chainId: evm })
    expect(user.payload).toMatchObject({ email, chainId: evm, preferredAccountType: 'eoa', smartAccountDeployed: false, accounts: [{ type: 'eoa' }] })
    expect((user.payload as { address: string }).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const solanaUser = await s.send('GET_USER', { chainId: solana })
    expect((solanaUser.payload as { address: string }).address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await s.send('GET_CHAIN_ID')).toMatchObject({ payload: { chainId: solana } })
    expect(s.storage.token()).toBeDefined()
  })

  it('answers CONNECT when this browser is already logged in, and IS_CONNECTED false after SIGN_OUT', async () => {
    const s = setup()
    await s.login()
    s.tick(30_000)
    expect(await s.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'CONNECT' } })
    expect(await s.send('SIGN_OUT')).toMatchObject({ type: '@berth-frame/SIGN_OUT_SUCCESS' })
    expect(s.storage.token()).toBeUndefined()
    expect(await s.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    expect(await s.send('GET_USER', { chainId: evm })).toMatchObject({ type: '@berth-frame/GET_USER_ERROR', payload: { message: 'Not signed in.' } })
  })

  it('answers a refused code with its error message', async () => {
    const s = setup()
    expect(await s.send('CONNECT_OTP', { otp: '123456' })).toMatchObject({
      type: '@berth-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Enter your email first' },
    })
    await s.send('CONNECT_EMAIL', { email })
    const code = s.mail.lastCode(email)
    expect(await s.send('CONNECT_OTP', { otp: code === '111111' ? '222222' : '111111' })).toMatchObject({
      type: '@berth-frame/CONNECT_OTP_ERROR',
      payload: { message: expect.stringContaining('Invalid code') },
    })
    expect(await s.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) } })
  })

  it('signs a SIWX message for the parent’s host in GET_USER, and refuses one for another domain', async () => {
    const s = setup()
    await s.login()
    const address = ((await s.send('GET_USER', { chainId: evm })).payload as { address: `0x${string}` }).address
    const message = `127.0.0.1:5173 wants you to sign in with your Ethereum account:\n${address}\n\nURI: http://127.0.0.1:5173\nVersion: 1\nChain ID: 31337\nNonce: 12345678\nIssued At: 2026-01-01T00:00:00Z`
    const signed = await s.send('GET_USER', { chainId: evm, siwx: { message } })
    const signature = (signed.payload as { siwxSignature: `0x${string}` }).siwxSignature
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const foreign = await s.send('GET_USER', { chainId: evm, siwx: { message: message.replace(/127\.0\.0\.1:5173/g, 'evil.test') } })
    expect(foreign).toMatchObject({ type: '@berth-frame/GET_USER_ERROR', payload: { message: 'The sign-in message is for evil.test, not 127.0.0.1:5173' } })
  })

  it('shows a personal_sign in the approval panel and signs it once approved', async () => {
    const s = setup({ approve: true })
    await s.login()
    const address = ((await s.send('GET_USER', { chainId: evm })).payload as { address: `0x${string}` }).address
    const answer = await s.send('RPC_REQUEST', { chainId: evm, method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(s.approvals[0]?.rows).toContainEqual({ label: 'Message', value: 'hello' })
    const signature = (answer.payload as { result: `0x${string}` }).result
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
  })

  it('answers a rejected approval with 4001', async () => {
    const s = setup({ approve: false })
    await s.login()
    const address = ((await s.send('GET_USER', { chainId: evm })).payload as { address: string }).address
    expect(await s.send('RPC_REQUEST', { chainId: evm, method: 'personal_sign', params: ['0x68656c6c6f', address] })).toMatchObject({
      type: '@berth-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
  })

  it('refuses other methods with FRAME_NOT_ALLOWED_CODE, and answers accounts, chain id and reads', async () => {
    const s = setup()
    await s.login()
    expect(await s.send('RPC_REQUEST', { chainId: evm, method: 'eth_sign', params: [] })).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed', code: 4200 },
    })
    expect(await s.send('RPC_REQUEST', { chainId: evm, method: 'eth_chainId' })).toMatchObject({ payload: { result: '0x7a69' } })
    expect(((await s.send('RPC_REQUEST', { chainId: evm, method: 'eth_accounts' })).payload as { result: string[] }).result).toHaveLength(1)
    expect(await s.send('RPC_REQUEST', { chainId: evm, method: 'eth_blockNumber' })).toMatchObject({ payload: { result: '0x1' } })
    expect(await s.send('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_blockNumber' })).toMatchObject({ payload: { code: 4901 } })
  })

  it('rejects a request waiting for approval with Request was aborted on RPC_ABORT, and takes the panel away', async () => {
    const s = setup({ approve: 'never' })
    await s.login()
    const address = ((await s.send('GET_USER', { chainId: evm })).payload as { address: string }).address
    const pending = s.send('RPC_REQUEST', { chainId: evm, method: 'personal_sign', params: ['0x68656c6c6f', address] })
    await expect.poll(() => s.approvals.length).toBe(1)
    expect(await s.send('RPC_ABORT')).toMatchObject({ type: '@berth-frame/RPC_ABORT_SUCCESS' })
    expect(await pending).toMatchObject({ type: '@berth-frame/RPC_REQUEST_ERROR', payload: { message: 'Request was aborted' } })
    expect(s.hidden()).toBe(1)
  })

  it('switches among its networks only, and refuses smart accounts', async () => {
    const s = setup()
    expect(await s.send('SWITCH_NETWORK', { chainId: solana })).toMatchObject({ payload: { chainId: solana } })
    expect(await s.send('GET_CHAIN_ID')).toMatchObject({ payload: { chainId: solana } })
    expect(await s.send('SWITCH_NETWORK', { chainId: 'eip155:1' })).toMatchObject({ type: '@berth-frame/SWITCH_NETWORK_ERROR' })
    expect(await s.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({ payload: { smartAccountEnabledNetworks: [] } })
    expect(await s.send('INIT_SMART_ACCOUNT')).toMatchObject({ type: '@berth-frame/INIT_SMART_ACCOUNT_ERROR' })
    expect(await s.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({ type: '@berth-frame/SET_PREFERRED_ACCOUNT_ERROR' })
    expect(await s.send('SYNC_THEME', { themeMode: 'dark' })).toMatchObject({ type: '@berth-frame/SYNC_THEME_SUCCESS' })
    expect(await s.send('SYNC_DAPP_DATA', { sdkVersion: '1', name: 'Example' })).toMatchObject({ type: '@berth-frame/SYNC_DAPP_DATA_SUCCESS' })
  })

  it('changes the email with the primary and the secondary codes', async () => {
    const s = setup()
    await s.login()
    s.tick(30_000)
    expect(await s.send('UPDATE_EMAIL', { email: 'new@example.com' })).toMatchObject({ payload: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(await s.send('UPDATE_EMAIL_PRIMARY_OTP', { otp: s.mail.lastCode(email) })).toMatchObject({ type: '@berth-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS' })
    expect(await s.send('UPDATE_EMAIL_SECONDARY_OTP', { otp: s.mail.lastCode('new@example.com') })).toMatchObject({
      payload: { newEmail: 'new@example.com' },
    })
    expect(await s.send('GET_USER', { chainId: evm })).toMatchObject({ payload: { email: 'new@example.com' } })
  })

  it('takes a social result URI only from its own origin’s /social/result', async () => {
    const s = setup()
    for (const uri of [
      'http://127.0.0.1:5173/social/result?token=abcdefghijklmnopqrstuvwxyz',
      `${origin}/elsewhere?token=abcdefghijklmnopqrstuvwxyz`,
      `${origin}/social/result`,
    ]) {
      expect(await s.send('CONNECT_SOCIAL', { uri })).toMatchObject({
        type: '@berth-frame/CONNECT_SOCIAL_ERROR',
        payload: { message: 'This is not a social login result of this wallet' },
      })
    }
    expect(await s.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  })
})
