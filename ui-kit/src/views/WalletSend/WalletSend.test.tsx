// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSend } from '../../testing/renderSend'
import { fixtureEther, fixtureReceiver, fixtureSol, fixtureSolanaUsdc, fixtureUsdc } from '../../testing/sendFake'
import { fixtureSolanaReceiver } from '../../testing/solanaWalletFake'
import WalletSend from './WalletSend'

afterEach(cleanup)

const hint = () => document.querySelector('[data-slot="send-validation"]')?.textContent
const preview = () => screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement

describe('WalletSend', () => {
  it('an empty form says what docs/validation.md says and Preview is disabled', () => {
    renderSend(<WalletSend />, { form: null })
    expect(hint()).toBe('An amount and receiver address are required')
    expect(preview().disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Select token' })).toBeTruthy()
  })

  it('amount and receiver without a token: "A token is required"', async () => {
    const { user } = renderSend(<WalletSend />, { form: null })
    await user.type(screen.getByLabelText('Amount'), '1.5')
    await user.type(screen.getByLabelText('To'), fixtureReceiver)
    expect(hint()).toBe('A token is required')
    expect(preview().disabled).toBe(true)
  })

  it('the token row opens WalletSendSelectToken and shows what is available once picked', async () => {
    const { user, currentView } = renderSend(<WalletSend />, { form: { token: fixtureUsdc } })
    const row = screen.getByRole('button', { name: 'Token: USDC. Change token' })
    expect(await screen.findByText('1,234.500 USDC available')).toBeTruthy()
    await user.click(row)
    expect(currentView()).toEqual({ view: 'WalletSendSelectToken' })
  })

  it('Max fills in the whole balance', async () => {
    const { user, sendState } = renderSend(<WalletSend />, { form: { token: fixtureUsdc } })
    const max = await screen.findByRole('button', { name: 'Max: 1234.5 USDC' })
    await user.click(max)
    expect(sendState().sendTokenAmount).toBe('1234.5')
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1234.5')
    expect(screen.getByText('$1,234.50')).toBeTruthy()
  })

  it('validation texts in the order the form is filled; Preview only when valid, then it opens the review', async () => {
    const { user, currentView } = renderSend(<WalletSend />, { form: { token: fixtureUsdc } })
    const amount = screen.getByLabelText('Amount')
    const receiver = screen.getByLabelText('To')
    await user.type(amount, 'abc')
    await user.type(receiver, '0x1234')
    expect(hint()).toBe('The amount is not a number')
    await user.clear(amount)
    await user.type(amount, '0')
    expect(hint()).toBe('The amount must be greater than 0')
    await user.clear(amount)
    await user.type(amount, '1.1234567')
    expect(hint()).toBe('USDC has at most 6 decimals')
    await user.clear(amount)
    await user.type(amount, '1.5')
    expect(hint()).toBe('The receiver address is not a valid address')
    expect(preview().disabled).toBe(true)
    await user.clear(receiver)
    await user.type(receiver, fixtureReceiver)
    expect(hint()).toBe('')
    expect(preview().disabled).toBe(false)
    await user.click(preview())
    expect(currentView()).toEqual({ view: 'WalletSendPreview' })
  })

  it('more than the balance: "Insufficient USDC balance", Preview disabled', async () => {
    renderSend(<WalletSend />, { form: { token: fixtureUsdc, amount: '1234.500001', receiverAddress: fixtureReceiver } })
    await waitFor(() => expect(hint()).toBe('Insufficient USDC balance'))
    expect(preview().disabled).toBe(true)
  })

  it('a checksum typo is refused', () => {
    renderSend(<WalletSend />, { form: { token: fixtureUsdc, amount: '1', receiverAddress: fixtureReceiver.replace('C8', 'c8') } })
    expect(hint()).toBe('The receiver address has an invalid checksum (check it for a typo)')
    expect(preview().disabled).toBe(true)
  })
})

describe('WalletSend on Solana', () => {
  it("checks the receiver with the Solana adapter's rule: an EVM address, a short or non-base58 text are not Solana addresses", async () => {
    const { user } = renderSend(<WalletSend />, { fixture: 'connectedSolana', form: { token: fixtureSolanaUsdc, amount: '2' } })
    const receiver = screen.getByLabelText('To')
    expect(receiver.getAttribute('placeholder')).toBe('Solana receiver address')
    await user.type(receiver, fixtureReceiver)
    expect(hint()).toBe('The receiver address is not a valid address')
    expect(document.querySelector('[data-slot="send-validation"]')?.getAttribute('data-reason')).toBe('receiver-invalid')
    await user.clear(receiver)
    await user.type(receiver, 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFx0')
    expect(hint()).toBe('The receiver address is not a valid address')
    await user.clear(receiver)
    await user.type(receiver, 'AqynRZwvVqUPRwRJ')
    expect(hint()).toBe('The receiver address is not a valid address')
    expect(preview().disabled).toBe(true)
    await user.clear(receiver)
    await user.type(receiver, fixtureSolanaReceiver)
    expect(hint()).toBe('')
    expect(preview().disabled).toBe(false)
  })

  it('shows the SPL balance from the portfolio and refuses more than it', async () => {
    const { user } = renderSend(<WalletSend />, { fixture: 'connectedSolana', form: { token: fixtureSolanaUsdc, receiverAddress: fixtureSolanaReceiver } })
    expect(await screen.findByText('250.500 USDC available')).toBeTruthy()
    await user.type(screen.getByLabelText('Amount'), '300')
    expect(hint()).toBe('Insufficient USDC balance')
    await user.clear(screen.getByLabelText('Amount'))
    await user.type(screen.getByLabelText('Amount'), '2.0000001')
    expect(hint()).toBe('USDC has at most 6 decimals')
  })

  it('SOL: Max fills the whole SOL balance, at most 9 decimals, and Preview opens the review', async () => {
    const { user, sendState, currentView } = renderSend(<WalletSend />, {
      fixture: 'connectedSolana',
      form: { token: fixtureSol, receiverAddress: fixtureSolanaReceiver },
    })
    await user.click(await screen.findByRole('button', { name: 'Max: 12.5 SOL' }))
    expect(sendState().sendTokenAmount).toBe('12.5')
    expect(screen.getByText('$1,875.00')).toBeTruthy()
    await user.click(preview())
    expect(currentView()).toEqual({ view: 'WalletSendPreview' })
  })

  it("the EVM network's tokens are refused on the Solana network", async () => {
    renderSend(<WalletSend />, { fixture: 'connectedSolana', form: { token: fixtureEther, amount: '1', receiverAddress: fixtureSolanaReceiver } })
    expect(document.querySelector('[data-slot="send-validation"]')?.getAttribute('data-reason')).toBe('token-wrong-network')
    expect(preview().disabled).toBe(true)
    cleanup()
    // An ERC-20's 0x contract is no Solana mint.
    renderSend(<WalletSend />, { fixture: 'connectedSolana', form: { token: fixtureUsdc, amount: '1', receiverAddress: fixtureSolanaReceiver } })
    expect(hint()).toBe('USDC has an invalid contract address')
    expect(preview().disabled).toBe(true)
  })
})
