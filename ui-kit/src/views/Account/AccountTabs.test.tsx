// @vitest-environment jsdom
import { CONFIGURATION_ALERTS } from '@berth/headless'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHistory } from '../../testing/accountFixtures'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake, type AccountApiFake } from '../../testing/walletApiFake'
import Account, { type AccountTab } from './Account'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderAccount(account: Partial<AccountApiFake> = {}, initialTab?: AccountTab) {
  const walletApi = createWalletApiFake({ account })
  return renderWithFixture(<Account {...(initialTab ? { initialTab } : {})} />, 'connected', { walletApi })
}

const rowTexts = (slot: string) => Array.from(document.querySelectorAll(`[data-slot="${slot}"]`)).map((row) => row.textContent)
const historyQueries = (walletApi: { accountRequests: Array<{ path: string; query: URLSearchParams }> }) =>
  walletApi.accountRequests.filter((request) => request.path.endsWith('/history')).map((request) => request.query.get('cursor'))

describe('Account tabs', () => {
  it('Tokens, NFTs and Activity; the arrow keys move between them and show their panels', async () => {
    const { user } = renderAccount()
    const tablist = screen.getByRole('tablist', { name: 'Account' })
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity'])
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')

    tokens.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('list', { name: 'NFTs' })).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }))
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tokens)
    expect(await screen.findByRole('list', { name: 'Tokens' })).toBeTruthy()
  })

  it('has no Activity tab when the activity feature is off', async () => {
    const { client } = renderAccount({}, 'activity')
    act(() => {
      const { features } = client.features.store.get()
      client.features.store.set({ features: { ...features, activity: { enabled: false, config: null } } })
    })
    expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('Tokens tab', () => {
  it('lists each token with icon, name, quantity to 3 decimals with its symbol, USD value and price, most valuable first', async () => {
    renderAccount()
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.berth-account-row__text > .berth-account-row__label')?.textContent)).toEqual([
      'Ether',
      'USD Coin',
      'Tether USD',
      'Dai Stablecoin',
    ])
    expect(rowTexts('token-quantity')).toEqual(['1.500 ETH', '1,234.500 USDC', '250.123 USDT', '<0.001 DAI'])
    expect(rowTexts('token-value')).toEqual(['$4,500.00', '$1,234.50', '$250.12', '<$0.01'])
    expect(rowTexts('token-price')).toEqual(['Price $3,000.00', 'Price $1.00', 'Price $1.00', 'Price $1.00'])
    // icons through the safe image handling; USDT has none and shows its initial
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:8787/public/getTokenImage/USDC')
    expect(rows[2]!.querySelector('img')).toBeNull()
    expect(rows[2]!.querySelector('.berth-wallet-image__fallback')?.getAttribute('data-initial')).toBe('U')
  })

  it('shows the total value of the tokens in USD', async () => {
    renderAccount()
    await waitFor(() => expect(document.querySelector('[data-slot="account-total-value"]')?.textContent).toBe('Total value $5,984.62'))
  })

  it('shows skeletons, announced as loading, while the balances load', () => {
    renderAccount({ balances: 'hang' })
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading tokens')
    expect(document.querySelector('[data-slot="tokens-loading"]')?.getAttribute('aria-busy')).toBe('true')
    expect(document.querySelectorAll('[data-slot="tokens-loading"] [data-slot="skeleton"]').length).toBeGreaterThan(0)
    expect(screen.getByText('Loading total value')).toBeTruthy()
  })

  it("says 'Token Balance Unavailable' when the balances fail, with the notification, and the view stays usable", async () => {
    const { client, user, currentView } = renderAccount({ balances: 'error' }, undefined)
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy()
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Token Balance Unavailable' })
    expect(document.querySelector('[data-slot="account-total-value"]')).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByRole('list', { name: 'NFTs' })).toBeTruthy()
    client.modal.store.set({ open: true })
    await user.click(screen.getByRole('button', { name: 'Berth Devnet' }))
    expect(currentView()).toEqual({ view: 'Networks' })
  })

  it('without a project id: the tab and the configuration alert say what is missing; nothing is requested and no fetch failure is notified', async () => {
    const walletApi = createWalletApiFake()
    const { client } = renderWithFixture(<Account />, 'connected', { walletApi, projectId: undefined })
    expect(await screen.findByText('Project ID Not Configured')).toBeTruthy()
    expect(screen.queryByText('Token Balance Unavailable')).toBeNull()
    expect(client.alerts.store.get().alert).toEqual({ variant: 'error', message: CONFIGURATION_ALERTS.projectId, open: true })
    expect(client.alerts.store.get().notification).toBeUndefined()
    expect(walletApi.accountRequests).toEqual([])
  })

  it('says so when the account holds no token', async () => {
    renderAccount({ balances: [] })
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
    await waitFor(() => expect(document.querySelector('[data-slot="account-total-value"]')?.textContent).toBe('Total value $0.00'))
  })
})

describe('NFTs tab', () => {
  it('shows the NFTs held as a grid of images and names, spam left out, a placeholder without an image', async () => {
    renderAccount({}, 'nfts')
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards.map((card) => card.querySelector('.berth-nft-card__name')?.textContent)).toEqual([
      'Berth Pass #1',
      'Berth Pass #2',
      'Berth Pass #3',
      'Harbor Ticket #7',
    ])
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:8787/public/getAssetImage/nft-4E5f0e6C_1')
    expect(cards[3]!.querySelector('img')).toBeNull()
    expect(cards[3]!.querySelector('.berth-wallet-image__fallback')?.getAttribute('data-initial')).toBe('H')
    expect(screen.queryByText(/Voucher/)).toBeNull()
  })

  it('says so when there is none', async () => {
    renderAccount({ nfts: [] }, 'nfts')
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
  })
})

describe('Activity tab', () => {
  it('groups the first page by month, newest first, each row with operation, amount, counterparty, time and explorer link', async () => {
    renderAccount({}, 'activity')
    await screen.findByRole('heading', { name: 'November 2026' })
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['November 2026', 'October 2026'])
    const november = screen.getByRole('region', { name: 'November 2026' })
    const rows = within(november).getAllByRole('listitem')
    expect(rows).toHaveLength(3)

    const sent = rows[0]!
    expect(sent.querySelector('.berth-account-row__text > .berth-account-row__label')?.textContent).toBe('Sent')
    expect(within(sent).getByText('-250.000 USDC')).toBeTruthy()
    expect(sent.textContent).toContain('to 0x7099…79C8')
    expect(sent.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-18T12:00:00.000Z')
    // noon UTC: the 18th (or the 19th east of UTC+12) in the visitor's calendar
    expect(sent.querySelector('time')?.textContent).toMatch(/^Nov 1[89]$/)
    expect(sent.querySelector('time')?.getAttribute('title')).toMatch(/^Nov 1[89], 2026, \d{1,2}:\d{2}\s[AP]M$/)
    const link = within(sent).getByRole('link')
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:8787/devnet/explorer/tx/0x${'01'.repeat(32)}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toContain('opens the block explorer in a new tab')

    const received = rows[1]!
    expect(received.querySelector('.berth-account-row__label')?.textContent).toBe('Received')
    expect(within(received).getByText('+0.500 ETH').getAttribute('data-direction')).toBe('in')
    expect(received.textContent).toContain('from 0x7099…79C8')

    const failed = rows[2]!
    expect(failed.getAttribute('data-status')).toBe('failed')
    expect(within(failed).getByText('Failed').getAttribute('data-slot')).toBe('activity-failed')
    expect(rows[0]!.querySelector('[data-slot="activity-failed"]')).toBeNull()

    const october = screen.getByRole('region', { name: 'October 2026' })
    const minted = within(october).getAllByRole('listitem')[0]!
    expect(minted.querySelector('.berth-account-row__label')?.textContent).toBe('Minted')
    expect(within(minted).getByText('Berth Pass #3')).toBeTruthy()
    expect(minted.textContent).toContain('from 0xD9D8…A063')
  })

  it('loads the next pages with Load more, drops spam-only and other-network entries, and stops at the end', async () => {
    const { user, walletApi } = renderAccount({}, 'activity')
    await screen.findByRole('heading', { name: 'October 2026' })
    expect(document.querySelectorAll('[data-slot="activity-row"]')).toHaveLength(5)
    expect(historyQueries(walletApi)).toEqual([null])

    const loadMore = screen.getByRole('button', { name: 'Load more' })
    await user.click(loadMore)
    await screen.findByRole('heading', { name: 'September 2026' })
    expect(historyQueries(walletApi)).toEqual([null, '5'])
    // the button stays enabled and keeps the keyboard focus across the load
    expect(document.activeElement).toBe(loadMore)
    // page 2: the spam airdrop and the 31338 entry are not shown
    expect(document.querySelectorAll('[data-slot="activity-row"]')).toHaveLength(8)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(document.querySelectorAll('[data-slot="activity-row"]')).toHaveLength(11))
    expect(historyQueries(walletApi)).toEqual([null, '5', '10'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['November 2026', 'October 2026', 'September 2026'])

    const september = within(screen.getByRole('region', { name: 'September 2026' })).getAllByRole('listitem')
    const labels = september.map((row) => row.querySelector('.berth-account-row__text > .berth-account-row__label')?.textContent)
    expect(labels).toEqual(['Sent', 'Received', 'Sent', 'Swapped', 'Approved'])
    const amounts = (row: HTMLElement) => Array.from(row.querySelectorAll('[data-slot="activity-amount"]')).map((amount) => amount.textContent)
    expect(amounts(september[3]!)).toEqual(['-100.000 USDC', '+99.500 DAI'])
    expect(amounts(september[4]!)).toEqual([])
  })

  it('while the next page loads, Load more is busy (not disabled) and the wait is announced', async () => {
    const { user, walletApi } = renderAccount({}, 'activity')
    await screen.findByRole('heading', { name: 'October 2026' })
    walletApi.account.history = 'hang'
    const loadMore = screen.getByRole('button', { name: 'Load more' })
    await user.click(loadMore)
    await waitFor(() => expect(loadMore.getAttribute('aria-busy')).toBe('true'))
    expect(loadMore.hasAttribute('disabled')).toBe(false)
    expect(screen.getByText('Loading more activity').getAttribute('role')).toBe('status')
    await user.click(loadMore)
    expect(historyQueries(walletApi)).toEqual([null, '5'])
    expect(document.querySelectorAll('[data-slot="activity-row"]')).toHaveLength(5)
  })

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = []
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this)
        }
        observe(target: Element) {
          this.targets.push(target)
        }
        disconnect() {
          this.targets = []
        }
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    const { walletApi } = renderAccount({}, 'activity')
    await screen.findByRole('heading', { name: 'October 2026' })
    const watching = observers.filter((observer) => observer.targets.length > 0)
    expect(watching).toHaveLength(1)
    expect(watching[0]!.targets[0]!.getAttribute('data-slot')).toBe('activity-sentinel')
    expect(historyQueries(walletApi)).toEqual([null])

    act(() => watching[0]!.callback([{ isIntersecting: true, target: watching[0]!.targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver))
    await screen.findByRole('heading', { name: 'September 2026' })
    expect(historyQueries(walletApi)).toEqual([null, '5'])
  })

  it('says so when there is no activity', async () => {
    renderAccount({ history: [] }, 'activity')
    expect(await screen.findByText('No activity yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('on an error shows the empty list with Try again, the notification is raised, and the view stays usable', async () => {
    const { client, user, walletApi } = renderAccount({ history: 'error' }, 'activity')
    expect(await screen.findByText('No activity to show')).toBeTruthy()
    expect(screen.getByText('Failed to fetch transactions')).toBeTruthy()
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' })
    expect(document.querySelectorAll('[data-slot="activity-row"]')).toHaveLength(0)

    walletApi.account.history = fixtureHistory
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Tokens' }))
    expect(await screen.findByRole('list', { name: 'Tokens' })).toBeTruthy()
  })
})
