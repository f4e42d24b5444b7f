// @vitest-environment jsdom
import { explorerTxUrl, InvalidSendError, SENDING_MESSAGE } from '@berth/headless'
import { berthDevnet } from '@berth/devnet/networks'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatUsd } from '../../format/formatUsd'
import { aliceIdentity } from '../../testing/accountFixtures'
import { renderSend } from '../../testing/renderSend'
import { fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { fixtureReceiver, fixtureSol, fixtureSolanaSignature, fixtureSolanaUsdc, fixtureTxHash, fixtureUsdc } from '../../testing/sendFake'
import { fixtureSolanaReceiver } from '../../testing/solanaWalletFake'
import { createWalletApiFake } from '../../testing/walletApiFake'
import WalletSendPreview from './WalletSendPreview'

afterEach(cleanup)

const history = [{ view: 'Account' as const }, { view: 'WalletSend' as const }, { view: 'WalletSendPreview' as const }]
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`)?.textContent

describe('WalletSendPreview', () => {
  it('shows what is sent, to whom, and the network fee with its USD value at the portfolio ETH price', async () => {
    renderSend(<WalletSendPreview />, { history })
    expect(slot('send-summary-amount')).toBe('1.5 USDC')
    expect(document.querySelector('[data-slot="send-receiver-address"]')?.getAttribute('title')).toBe(fixtureReceiver)
    expect(slot('send-receiver-address')).toBe('0x7099…79C8')
    expect(slot('send-fee-amount')).toBe('0.000065 ETH')
    // ETH is $3,000 in the fixture portfolio
    await waitFor(() => expect(slot('send-fee-usd')).toBe(formatUsd(0.000065 * 3000)))
    expect(slot('send-network-detail')).toContain('Berth Devnet')
    expect(sendButton().disabled).toBe(false)
  })

  it('names the receiver when the identity API has a name, and keeps it in the send state', async () => {
    const { sendState, walletApi } = renderSend(<WalletSendPreview />, { history, walletApi: createWalletApiFake({ account: { identity: aliceIdentity } }) })
    await waitFor(() => expect(slot('send-receiver-name')).toBe('alice.berth'))
    expect(walletApi.accountRequests.some((request) => request.path === `/v1/identity/${fixtureReceiver}`)).toBe(true)
    expect(sendState().receiverProfileName).toBe('alice.berth')
  })

  it('Send is disabled while the fee is estimated, and when the preview refuses the send', async () => {
    renderSend(<WalletSendPreview />, { history, script: { preview: 'hang' } })
    expect(screen.getByText('Estimating the network fee')).toBeTruthy()
    expect(sendButton().disabled).toBe(true)
    cleanup()
    renderSend(<WalletSendPreview />, { history, script: { preview: new InvalidSendError('fee-above-balance', 'Insufficient ETH for the network fee') } })
    expect(await screen.findByText('Insufficient ETH for the network fee')).toBeTruthy()
    expect(sendButton().disabled).toBe(true)
  })

  it("waits for the wallet ('Confirm in your wallet'), then shows the success with the explorer link; the send state resets", async () => {
    const { user, sendFake, sendState, client } = renderSend(<WalletSendPreview />, { history, script: { send: 'hang' } })
    await user.click(sendButton())
    expect(await screen.findByText('Confirm in your wallet')).toBeTruthy()
    expect(screen.getByText('Sending 1.5 USDC to 0x7099…79C8')).toBeTruthy()
    expect(sendState().loading).toBe(true)
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'loading', message: SENDING_MESSAGE })
    act(() => sendFake.confirm())
    expect((await screen.findByText('Sent 1.5 USDC')).closest('[role="status"]')).toBeTruthy()
    expect(slot('send-success-receiver')).toBe('to 0x7099…79C8')
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(explorerTxUrl(berthDevnet, fixtureTxHash))
    expect(link.getAttribute('target')).toBe('_blank')
    expect(sendState()).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined, loading: false })
    await waitFor(() => expect(client.alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent 1.5 USDC', open: true }))
    expect(sendFake.sends).toHaveLength(1)
  })

  it("once the wallet has sent it, says 'Waiting for confirmation' until the transfer is mined, then the success", async () => {
    const { user, sendFake, sendState, client } = renderSend(<WalletSendPreview />, { history, script: { receipt: 'hang' } })
    await user.click(sendButton())
    expect(await screen.findByText('Waiting for confirmation')).toBeTruthy()
    expect(screen.getByText('Sending 1.5 USDC to 0x7099…79C8')).toBeTruthy()
    expect(screen.queryByText('Sent 1.5 USDC')).toBeNull()
    expect(sendState()).toMatchObject({ loading: true, sendTokenAmount: '1.5' })
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'loading', message: SENDING_MESSAGE })
    act(() => sendFake.mine())
    expect(await screen.findByText('Sent 1.5 USDC')).toBeTruthy()
    expect(sendState()).toMatchObject({ loading: false, sendTokenAmount: undefined })
  })

  it("a transfer that reverts on chain says 'Transaction reverted' and keeps the form", async () => {
    const { user, sendState } = renderSend(<WalletSendPreview />, { history, script: { receipt: 'revert' } })
    await user.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction reverted')
    expect(sendState()).toMatchObject({ token: fixtureUsdc, sendTokenAmount: '1.5', receiverAddress: fixtureReceiver, loading: false })
    expect(sendButton().disabled).toBe(false)
  })

  it('Done goes back to Account', async () => {
    const { user, currentView } = renderSend(<WalletSendPreview />, { history })
    await user.click(sendButton())
    await user.click(await screen.findByRole('button', { name: 'Done' }))
    expect(currentView()).toEqual({ view: 'Account' })
  })

  it("a rejection says 'Transaction rejected', keeps the form, leaves nothing loading, and Send works again", async () => {
    const { user, sendFake, sendState, client } = renderSend(<WalletSendPreview />, { history, script: { send: 'reject' } })
    await user.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction rejected')
    expect(sendState()).toMatchObject({ token: fixtureUsdc, sendTokenAmount: '1.5', receiverAddress: fixtureReceiver, loading: false })
    expect(sendButton().disabled).toBe(false)
    expect(screen.queryByText('Confirm in your wallet')).toBeNull()
    await waitFor(() => expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Transaction rejected', open: true }))
    await user.click(sendButton())
    await waitFor(() => expect(sendFake.sends).toHaveLength(2))
  })
})

describe('WalletSendPreview on Solana', () => {
  const solana = { history, fixture: 'connectedSolana' as const }

  it('shows the SPL amount, the base58 receiver, the fee in SOL with its USD value, and the rent of the token account it creates', async () => {
    renderSend(<WalletSendPreview />, solana)
    expect(slot('send-summary-amount')).toBe('2 USDC')
    expect(document.querySelector('[data-slot="send-receiver-address"]')?.getAttribute('title')).toBe(fixtureSolanaReceiver)
    expect(slot('send-receiver-address')).toBe('AqynRZ…UFxD')
    expect(slot('send-network-detail')).toContain(fixtureSolanaNetwork.name)
    expect(slot('send-fee-amount')).toBe('0.000005 SOL')
    expect(slot('send-rent-amount')).toBe('0.00203928 SOL')
    expect(screen.getByText('Token account rent')).toBeTruthy()
    expect(slot('send-rent-note')).toBe('The receiver has no USDC account yet: this send creates it, and you pay its rent.')
    // SOL is $150 in the fixture Solana portfolio
    await waitFor(() => expect(slot('send-fee-usd')).toBe(formatUsd(0.000005 * 150)))
    expect(slot('send-rent-usd')).toBe(formatUsd(0.00203928 * 150))
    expect(sendButton().disabled).toBe(false)
  })

  it('no rent line when the receiver has a token account already, nor for SOL', () => {
    renderSend(<WalletSendPreview />, { ...solana, script: { tokenAccount: 'exists' } })
    expect(slot('send-fee-amount')).toBe('0.000005 SOL')
    expect(document.querySelector('[data-slot="send-rent"]')).toBeNull()
    expect(document.querySelector('[data-slot="send-rent-note"]')).toBeNull()
    cleanup()
    renderSend(<WalletSendPreview />, { ...solana, form: { token: fixtureSol, amount: '0.5', receiverAddress: fixtureSolanaReceiver } })
    expect(slot('send-summary-amount')).toBe('0.5 SOL')
    expect(document.querySelector('[data-slot="send-rent"]')).toBeNull()
  })

  it('asks the data API for no name of a base58 receiver', async () => {
    const { walletApi } = renderSend(<WalletSendPreview />, solana)
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
    expect(walletApi.accountRequests.some((request) => request.path.startsWith('/v1/identity/'))).toBe(false)
  })

  it("says 'Sent 2 USDC' with the explorer link of the signature on the Solana network's explorer", async () => {
    const { user, sendFake } = renderSend(<WalletSendPreview />, solana)
    await user.click(sendButton())
    expect(await screen.findByText('Sent 2 USDC')).toBeTruthy()
    expect(sendFake.sends).toHaveLength(1)
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(explorerTxUrl(fixtureSolanaNetwork, fixtureSolanaSignature))
    expect(link.getAttribute('href')).toBe(
      `https://explorer.solana.com/tx/${fixtureSolanaSignature}?cluster=custom&customUrl=${encodeURIComponent('http://127.0.0.1:8899')}`,
    )
    expect(slot('send-success-receiver')).toBe('to AqynRZ…UFxD')
  })

  it('the SPL token it reviews is the one picked (the mint compared exactly)', () => {
    renderSend(<WalletSendPreview />, { ...solana, form: { token: { ...fixtureSolanaUsdc }, amount: '2', receiverAddress: fixtureSolanaReceiver } })
    expect(slot('send-summary-amount')).toBe('2 USDC')
  })
})
