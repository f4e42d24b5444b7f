// @vitest-environment jsdom
import { decideWalletRoute } from '@berth/headless'
import { useModal, useSendState, useWallets } from '@berth/headless/react'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSend } from '../testing/renderSend'
import { fixtureReceiver, fixtureUsdc } from '../testing/sendFake'
import { renderWithFixture } from '../testing/renderWithFixture'
import { BerthModal } from './BerthModal'

// A view replaced through `views` shares no module with the stock views around it: what passes
// between views travels in the route's params or in a controller, so the flows through the
// others keep working whichever one is the app's own.

afterEach(cleanup)

/** An app's own wallet list: the listing's first page, each entry routed as the stock views route it. */
function MyAllWallets() {
  const { data } = useWallets({})
  const { push } = useModal()
  return (
    <ul aria-label="My wallets">
      {data?.pages[0]?.wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            onClick={() => {
              const { view, params } = decideWalletRoute(wallet)
              push(view, params)
            }}
          >
            Pick {wallet.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** An app's own pairing view: names the wallet the route carries. */
function MyPairing() {
  const wallet = useModal().view?.params?.wallet
  return <p>Pairing with {wallet?.name ?? 'any WalletConnect wallet'}</p>
}

/** An app's own first view: only the way to the stock AllWallets. */
function MyConnect() {
  const { push } = useModal()
  return (
    <button type="button" onClick={() => push('AllWallets')}>
      Browse wallets
    </button>
  )
}

describe('replacing one connect view keeps the flows through the others', () => {
  it('views={{ AllWallets }}: the stock ConnectingWalletConnect shows the wallet the custom list chose', async () => {
    const { user } = renderWithFixture(<BerthModal views={{ AllWallets: MyAllWallets }} />, 'disconnected', { open: true })
    await user.click(await screen.findByRole('button', { name: 'All Wallets' }))
    await user.click(await screen.findByRole('button', { name: 'Pick Harbor Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(await within(dialog).findByText('Harbor Wallet')).toBeTruthy()
    expect(within(dialog).getByText(/Scanning a QR code with Harbor Wallet needs WalletConnect/)).toBeTruthy()
  })

  it('views={{ AllWallets }}: an installed wallet picked there connects through the stock ConnectingExternal', async () => {
    const { user, status } = renderWithFixture(<BerthModal views={{ AllWallets: MyAllWallets }} />, 'disconnected', { open: true })
    await user.click(await screen.findByRole('button', { name: 'All Wallets' }))
    await user.click(await screen.findByRole('button', { name: 'Pick Fox Wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(status()).toBe('connected')
  })

  it('views={{ ConnectingWalletConnect }}: the custom view gets the wallet chosen in the stock Connect and AllWallets', async () => {
    const { user } = renderWithFixture(<BerthModal views={{ ConnectingWalletConnect: MyPairing }} />, 'disconnected', { open: true })
    await user.click(await screen.findByRole('button', { name: 'Quill Wallet' }))
    expect(await screen.findByText('Pairing with Quill Wallet')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(await screen.findByRole('button', { name: 'All Wallets' }))
    const list = await screen.findByRole('list', { name: 'All wallets' })
    await user.click(within(list).getByRole('button', { name: 'Harbor Wallet' }))
    expect(await screen.findByText('Pairing with Harbor Wallet')).toBeTruthy()
  })

  it('views={{ Connect }}: the stock AllWallets leads on to the stock ConnectingWalletConnect with the chosen wallet', async () => {
    const { user, currentView } = renderWithFixture(<BerthModal views={{ Connect: MyConnect }} />, 'disconnected', { open: true })
    await user.click(await screen.findByRole('button', { name: 'Browse wallets' }))
    const list = await screen.findByRole('list', { name: 'All wallets' })
    await user.click(within(list).getByRole('button', { name: 'Harbor Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(await within(dialog).findByText('Harbor Wallet')).toBeTruthy()
    expect(currentView()).toMatchObject({ view: 'ConnectingWalletConnect', params: { wallet: { name: 'Harbor Wallet' } } })
  })
})

/** An app's own token picker: one button for the fixture's USDC, set through the send state. */
function MyTokenPicker() {
  const { setToken } = useSendState()
  const { goBack } = useModal()
  return (
    <button
      type="button"
      onClick={() => {
        setToken(fixtureUsdc)
        goBack()
      }}
    >
      Use USDC
    </button>
  )
}

/** An app's own send form: fills the send state and opens the stock review. */
function MySendForm() {
  const send = useSendState()
  const { push } = useModal()
  return (
    <button
      type="button"
      onClick={() => {
        send.setToken(fixtureUsdc)
        send.setTokenAmount('2')
        send.setReceiverAddress(fixtureReceiver)
        push('WalletSendPreview')
      }}
    >
      Send 2 USDC to Bob
    </button>
  )
}

describe('replacing one send view keeps the flow through the others', () => {
  it('views={{ WalletSendSelectToken }}: the stock form shows the token the custom picker set, and the stock review sends it', async () => {
    const { user, sendFake } = renderSend(<BerthModal views={{ WalletSendSelectToken: MyTokenPicker }} />, {
      form: null,
      open: true,
      history: [{ view: 'Account' }, { view: 'WalletSend' }],
    })
    const form = await screen.findByRole('dialog', { name: 'Send' })
    await user.click(await within(form).findByRole('button', { name: 'Select token' }))
    await user.click(await screen.findByRole('button', { name: 'Use USDC' }))

    const filled = await screen.findByRole('dialog', { name: 'Send' })
    expect(within(filled).getByRole('button', { name: 'Token: USDC. Change token' })).toBeTruthy()
    expect(within(filled).getByText(/USDC available$/)).toBeTruthy()
    await user.type(within(filled).getByLabelText('Amount'), '2')
    await user.type(within(filled).getByLabelText('To'), fixtureReceiver)
    await user.click(within(filled).getByRole('button', { name: 'Preview' }))

    const review = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(review).findByRole('button', { name: 'Send' }))
    expect(await within(review).findByText('Sent 2 USDC')).toBeTruthy()
    expect(sendFake.sends).toHaveLength(1)
  })

  it('views={{ WalletSend }}: the stock review sends what the custom form put in the send state', async () => {
    const { user, sendFake, sendState } = renderSend(<BerthModal views={{ WalletSend: MySendForm }} />, {
      form: null,
      open: true,
      history: [{ view: 'Account' }, { view: 'WalletSend' }],
    })
    await user.click(await screen.findByRole('button', { name: 'Send 2 USDC to Bob' }))
    const review = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(await within(review).findByText('2 USDC')).toBeTruthy()
    await user.click(await within(review).findByRole('button', { name: 'Send' }))
    expect(await within(review).findByText('Sent 2 USDC')).toBeTruthy()
    expect(sendFake.sends).toHaveLength(1)
    expect(sendState().token).toBeUndefined()
  })
})
