// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake } from '../../testing/walletApiFake'
import RegisterAccountName from './RegisterAccountName'

afterEach(cleanup)

const history = [{ view: 'Account' as const }, { view: 'RegisterAccountName' as const }]
const input = () => screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement
const hint = () => document.getElementById(input().getAttribute('aria-describedby') ?? '')?.textContent
const registerButton = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement
const suggestionsAsked = (calls: string[]) => calls.filter((path) => path.includes('/v1/profile/suggestions/')).length

function renderView(options: Parameters<typeof renderWithFixture>[2] = {}) {
  const walletApi = options.walletApi ?? createWalletApiFake()
  const asked: string[] = []
  const fetch = walletApi.fetch
  walletApi.fetch = (request, init) => {
    asked.push(String(request))
    return fetch(request, init)
  }
  return { ...renderWithFixture(<RegisterAccountName />, 'connected', { history, embedded: true, ...options, walletApi }), asked, walletApi }
}

describe('RegisterAccountName', () => {
  it('says what the name rule wants as the visitor types, and asks for no suggestions until the name keeps it', async () => {
    const { user, asked } = renderView()
    expect(screen.getByText('.berth.id')).toBeTruthy()
    expect(registerButton().disabled).toBe(true)
    await user.type(input(), 'ab')
    expect(hint()).toBe('Use at least 4 characters')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    await user.clear(input())
    await user.type(input(), 'a_bc')
    expect(hint()).toBe('Use only letters, digits and hyphens')
    expect(registerButton().disabled).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(suggestionsAsked(asked)).toBe(0)
    await user.clear(input())
    await user.type(input(), 'abcd')
    await waitFor(() => expect(suggestionsAsked(asked)).toBe(1))
  })

  it('suggests names once the typing pauses; choosing one (by mouse or keyboard) fills the field', async () => {
    const { user } = renderView()
    await user.type(input(), 'carol')
    expect(hint()).toBe('Letters, digits and hyphens, at least 4 characters')
    const list = await screen.findByRole('list', { name: 'Suggested names' })
    expect([...list.querySelectorAll('[data-slot="list-item-label"]')].map((label) => label.textContent)).toEqual([
      'carol.berth.id',
      'carol1.berth.id',
      'carol42.berth.id',
      'carol2026.berth.id',
      'carol-onchain.berth.id',
      'carol-wallet.berth.id',
    ])
    await user.click(screen.getByRole('button', { name: 'carol42.berth.id' }))
    expect(input().value).toBe('carol42')
    expect(document.activeElement).toBe(input())

    await screen.findByRole('button', { name: 'carol42-wallet.berth.id' })
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'carol42.berth.id' }))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(input().value).toBe('carol4242')
    await screen.findByRole('button', { name: 'carol4242-wallet.berth.id' })
    await user.keyboard('{ArrowDown}{ArrowUp}')
    expect(document.activeElement).toBe(input())
  })

  it('a taken name says so: the hint, its suggestion marked Taken and not choosable, Register off', async () => {
    const { user } = renderView()
    await user.type(input(), 'berth')
    await waitFor(() => expect(hint()).toBe('berth.berth.id is already taken'))
    const taken = screen.getByRole('button', { name: 'berth.berth.id' }) as HTMLButtonElement
    expect(taken.disabled).toBe(true)
    expect(taken.textContent).toContain('Taken')
    expect(registerButton().disabled).toBe(true)
  })

  it('Register: the wallet signs, the API registers, and the view is replaced with RegisterAccountNameSuccess', async () => {
    const { user, currentView, client, walletApi, wallets } = renderView()
    await user.type(input(), 'carol')
    await screen.findByRole('list', { name: 'Suggested names' })
    await user.click(registerButton())
    await waitFor(() => expect(currentView()).toEqual({ view: 'RegisterAccountNameSuccess', params: { accountName: 'carol.berth.id' } }))
    expect(wallets.approving.provider.calls).toContain('personal_sign')
    expect(walletApi.profile.registrations).toHaveLength(1)
    expect(JSON.parse(walletApi.profile.registrations[0]!.message)).toMatchObject({ name: 'carol.berth.id' })
    expect(client.router.store.get().history.map((entry) => entry.view)).toEqual(['Account', 'RegisterAccountNameSuccess'])
  })

  it('while the wallet is asked: Register is busy, the field cannot change, and the hint says to approve', async () => {
    const { user } = renderView({ embedded: { sign: 'pending' } })
    await user.type(input(), 'carol')
    await user.click(registerButton())
    await waitFor(() => expect(registerButton().getAttribute('aria-busy')).toBe('true'))
    expect(input().readOnly).toBe(true)
    expect(hint()).toBe('Approve the signature in your wallet')
  })

  it('a declined signature: the view is replaced back with the name kept and the reason shown', async () => {
    const { user, currentView } = renderView({ embedded: { sign: 'reject' } })
    await user.type(input(), 'carol')
    await user.click(registerButton())
    await waitFor(() =>
      expect(currentView()).toEqual({ view: 'RegisterAccountName', params: { accountName: 'carol', registerNameError: 'Signature declined' } }),
    )
    expect(hint()).toBe('Signature declined')
    expect(input().value).toBe('carol')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    // Typing another name clears the failure.
    await user.type(input(), 'x')
    expect(hint()).toBe('Letters, digits and hyphens, at least 4 characters')
  })

  it("the API's refusal (taken meanwhile) comes back as the reason", async () => {
    const { user, walletApi } = renderView()
    await user.type(input(), 'carol')
    await screen.findByRole('list', { name: 'Suggested names' })
    walletApi.profile.registered.set('carol.berth.id', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await user.click(registerButton())
    await waitFor(() => expect(hint()).toBe('carol.berth.id is already taken'))
  })

  it('without the embedded wallet: the registration is refused with what is missing', async () => {
    const { user } = renderView({ embedded: false })
    await user.type(input(), 'carol')
    await user.click(registerButton())
    await waitFor(() => expect(hint()).toBe('Address or auth connector not found'))
  })

  it('suggestions that cannot load say so; the name can still be registered', async () => {
    const { user } = renderView({ walletApi: createWalletApiFake({ profile: { suggestions: 'error' } }) })
    await user.type(input(), 'carol')
    await screen.findByText('Suggestions are unavailable right now', { selector: '[data-slot="register-name-suggestions-error"]' }, { timeout: 3000 })
    expect(registerButton().disabled).toBe(false)
  })
})
