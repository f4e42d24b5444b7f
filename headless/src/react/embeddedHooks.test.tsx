// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { embeddedWallet } from '../embeddedWallet.js'
import { memoryBackend } from '../storage/backends.js'
import { FAKE_FRAME_URL, fakeFrameWindow } from '../testing/fakeFrameWindow.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useAccount } from './useAccount.js'
import { useEmailLogin } from './useEmailLogin.js'
import { useEmbeddedUser } from './useEmbeddedUser.js'
import { useSocialLogin } from './useSocialLogin.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const ADDRESS = '0x3333333333333333333333333333333333333333'

function EmailLogin() {
  const login = useEmailLogin()
  const user = useEmbeddedUser()
  const { address } = useAccount()
  return (
    <div>
      <button type="button" onClick={() => login.sendCode.mutate({ email: 'grace@example.com' })}>
        send
      </button>
      <button type="button" onClick={() => login.verify.mutate({ otp: '654321' })}>
        verify
      </button>
      <button type="button" onClick={() => login.resend()}>
        resend
      </button>
      <p>action: {login.action ?? 'none'}</p>
      <p>seconds: {login.secondsLeft}</p>
      <p>error: {login.sendCode.error?.shortMessage ?? 'none'}</p>
      <p>user: {user.email ?? 'none'}</p>
      <p>address: {address ?? 'none'}</p>
    </div>
  )
}

function render_(ui: React.ReactNode, withEmbedded = true) {
  const client = createClient({
    networks: [testChain],
    storage: memoryBackend(),
    logger: { warn: vi.fn(), error: vi.fn() },
    discoveryWaitMs: 0,
    ...(withEmbedded ? { embeddedWallet: embeddedWallet({ frameUrl: FAKE_FRAME_URL }) } : {}),
  })
  render(
    <BerthProvider client={client} queryClient={new QueryClient()}>
      {ui}
    </BerthProvider>,
  )
  return client
}

function Social() {
  const social = useSocialLogin()
  return (
    <button type="button" onClick={() => social.mutate('google')}>
      {social.error?.shortMessage ?? 'google'}
    </button>
  )
}

describe('the embedded wallet hooks', () => {
  it('log in by email from hooks alone: send, the cooldown, verify, the account', async () => {
    render_(<EmailLogin />)
    act(() => screen.getByText('send').click())
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    const frame = fakeFrameWindow()
    let loggedIn = false
    frame.respond((name, payload) => {
      if (name === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      if (name === 'CONNECT_OTP') {
        loggedIn = true
        return {}
      }
      if (name === 'IS_CONNECTED') return { isConnected: loggedIn }
      if (name === 'GET_USER') {
        const chainId = (payload as { chainId: string }).chainId
        return { email: 'grace@example.com', address: ADDRESS, chainId, accounts: [], preferredAccountType: 'eoa', smartAccountDeployed: false }
      }
      return undefined
    })
    frame.ready()
    await screen.findByText('action: VERIFY_OTP', undefined, { timeout: 3_000 })
    await screen.findByText(/^seconds: (30|29)$/)
    act(() => screen.getByText('resend').click())
    await screen.findByText(/^error: Please try again after (30|29) seconds$/)
    act(() => screen.getByText('verify').click())
    await screen.findByText(`address: ${ADDRESS}`, undefined, { timeout: 3_000 })
    expect(screen.getByText('user: grace@example.com')).toBeTruthy()
  })

  it("say 'No auth connector found' without the embeddedWallet option", async () => {
    render_(<Social />, false)
    act(() => screen.getByText('google').click())
    await screen.findByText('No auth connector found')
  })
})
