// @vitest-environment jsdom
import type { ListedWallet } from '@berth/headless'
import { cleanup, render, screen } from '@testing-library/react'
import type { WalletConnectConnector } from '@berth/headless/walletconnect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { fakePairingUri, walletConnectFake } from '../../testing/walletConnectFake'
import ConnectingWalletConnect, { openableLink } from './ConnectingWalletConnect'

afterEach(cleanup)

/** The route Connect or AllWallets pushes for a listing entry: the entry travels in the params. */
const routeTo = (chosen: ListedWallet) => [{ view: 'Connect' as const }, { view: 'ConnectingWalletConnect' as const, params: { wallet: chosen } }]

const wallet = (links: ListedWallet['links'], name = 'Harbor Wallet'): ListedWallet => ({
  id: 'harbor',
  name,
  imageUrl: undefined,
  links,
  chains: [],
  installed: false,
})

describe('ConnectingWalletConnect', () => {
  it("shows the chosen wallet's name and its links as safe anchors", () => {
    const chosen = wallet({ desktop: 'harborwallet://', webapp: 'https://app.harbor.example/', mobile: 'https://link.harbor.example/wc' })
    renderWithFixture(<ConnectingWalletConnect />, 'disconnected', { history: routeTo(chosen) })
    expect(screen.getByText('Harbor Wallet')).toBeTruthy()
    expect(screen.getByText(/needs WalletConnect, which is not configured/)).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['Open Harbor WalletDesktop app', 'harborwallet://', 'noopener noreferrer', null],
      ['Open Harbor WalletWeb app', 'https://app.harbor.example/', 'noopener noreferrer', '_blank'],
      ['Open Harbor WalletMobile app', 'https://link.harbor.example/wc', 'noopener noreferrer', '_blank'],
    ])
  })

  it('never renders a script, data or file link, and shows markup in names as text', () => {
    const chosen = wallet({ desktop: 'javascript:alert(1)', webapp: 'data:text/html,<b>x</b>', mobile: 'file:///etc/passwd' }, '<b>Evil</b>')
    const { container } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected', { history: routeTo(chosen) })
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(container.querySelector('b')).toBeNull()
    expect(screen.getByText('<b>Evil</b> lists no link to open it.')).toBeTruthy()
  })

  it('says so when no wallet was chosen', () => {
    renderWithFixture(<ConnectingWalletConnect />, 'disconnected', { history: [{ view: 'Connect' }, { view: 'ConnectingWalletConnect' }] })
    expect(screen.getByText('No wallet chosen')).toBeTruthy()
  })

  it('openableLink opens what safeLinkUrl keeps, http(s) as web links and wallet schemes as apps', () => {
    expect(openableLink('https://a.example')).toEqual({ href: 'https://a.example', web: true })
    expect(openableLink('foxwallet://wc')).toEqual({ href: 'foxwallet://wc', web: false })
    for (const bad of ['javascript:alert(1)', 'about:blank', '/relative', 'java script:x', undefined]) expect(openableLink(bad)).toBeUndefined()
  })
})

describe('ConnectingWalletConnect with WalletConnect', () => {
  const history = [{ view: 'Connect' as const }, { view: 'ConnectingWalletConnect' as const }]

  it("shows the URI as a QR code, the link to copy, and the chosen wallet's links carrying the URI", async () => {
    const chosen = wallet({ webapp: 'https://app.harbor.example', desktop: 'harborwallet://' })
    const { container } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected', {
      history: routeTo(chosen),
      walletConnect: walletConnectFake('showing-uri'),
    })
    await screen.findByRole('img', { name: 'QR code to connect with Harbor Wallet' })
    expect(container.querySelector('[data-slot="walletconnect-qr"]')?.getAttribute('data-uri')).toBe(fakePairingUri)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      `harborwallet://wc?uri=${encodeURIComponent(fakePairingUri)}`,
      `https://app.harbor.example/wc?uri=${encodeURIComponent(fakePairingUri)}`,
    ])
  })

  it('keeps the opened wallet link (href, name), and records the chosen wallet as recent once connected', async () => {
    const chosen = wallet({ webapp: 'https://app.harbor.example' })
    const fixture = renderWithFixture(<ConnectingWalletConnect />, 'disconnected', {
      history: routeTo(chosen),
      walletConnect: walletConnectFake('showing-uri'),
    })
    const link = await screen.findByRole('link', { name: /Open Harbor Wallet/ })
    link.addEventListener('click', (event) => event.preventDefault())
    await fixture.user.click(link)
    const connector = fixture.client.connectors.get('walletConnect') as WalletConnectConnector
    expect(connector.deepLink.get()).toEqual({ href: 'https://app.harbor.example', name: 'Harbor Wallet' })
    cleanup()

    const approving = createFixtureClient('disconnected', { history: routeTo(chosen), walletConnect: walletConnectFake('approves') })
    render(
      <FixtureProvider fixture="disconnected" value={approving}>
        <ConnectingWalletConnect />
      </FixtureProvider>,
    )
    await vi.waitFor(() => expect(approving.client.connection.store.get().byNamespace.eip155?.status).toBe('connected'))
    expect(approving.client.connectors.store.get().recentWallets[0]).toEqual({ id: 'harbor', name: 'Harbor Wallet' })
  })

  it.each([
    ['relay-down', 'Failed to connect', "The WalletConnect relay can't be reached. Check your connection, then try again."],
    ['timeout', 'Failed to connect', 'No wallet answered in time. Try again for a new QR code.'],
    ['rejected', 'Connection rejected', 'The wallet declined the connection.'],
  ] as const)('%s: says what happened and what to do, with a retry that pairs again', async (state, headline, hint) => {
    const { client, user } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected', { history, walletConnect: walletConnectFake(state) })
    const connect = vi.spyOn(client.adapters.eip155!, 'connect')
    await screen.findByText(headline)
    expect(screen.getByText(hint)).toBeTruthy()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    const before = connect.mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText(headline)
    expect(connect.mock.calls.length).toBe(before + 1)
  })

  it('ends the wait when the view goes away (back or close), not when it stays', async () => {
    const { client, unmount } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected', { history, walletConnect: walletConnectFake('showing-uri') })
    const cancel = vi.spyOn(client.connectors.get('walletConnect') as WalletConnectConnector, 'cancel')
    await screen.findByRole('img', { name: /QR code/ })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cancel).not.toHaveBeenCalled()
    unmount()
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1))
  })
})
