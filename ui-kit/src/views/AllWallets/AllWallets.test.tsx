// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake, walletListingFake } from '../../testing/walletApiFake'
import AllWallets from './AllWallets'
import { prefetchWalletImages, resetPrefetchedImages } from './prefetchImages'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const history = [{ view: 'Connect' as const }, { view: 'AllWallets' as const }]

function renderAllWallets(walletApi = createWalletApiFake()) {
  return renderWithFixture(<AllWallets />, 'disconnected', { history, walletApi })
}

const list = () => screen.getByRole('list', { name: 'All wallets' })
const rows = () => within(list()).getAllByRole('listitem')
const scroller = () => list().parentElement as HTMLElement
const rowNames = () => rows().map((row) => within(row).getByRole('button').querySelector('[data-slot="list-item-label"]')?.textContent)

function scrollTo(top: number) {
  fireEvent.scroll(scroller(), { target: { scrollTop: top } })
}

describe('AllWallets', () => {
  it('shows a spinner while the first page loads, then the listing with installed wallets marked', async () => {
    renderAllWallets()
    expect(screen.getByRole('status', { name: 'Loading wallets' })).toBeTruthy()
    await screen.findByRole('list', { name: 'All wallets' })
    expect(rowNames().slice(0, 3)).toEqual(['Fox Wallet', 'Blue Wallet', 'Harbor Wallet'])
    expect(within(screen.getByRole('button', { name: 'Fox Wallet' })).getByText('Installed')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: 'Harbor Wallet' })).queryByText('Installed')).toBeNull()
  })

  it('search filters the listing (debounced, sent with 100 entries)', async () => {
    const walletApi = createWalletApiFake()
    const { user } = renderAllWallets(walletApi)
    await screen.findByRole('list', { name: 'All wallets' })
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'juniper')
    // The rows already loaded narrow at once; the API's answer (all 5 of the listing) follows.
    await waitFor(() => expect(rowNames().length).toBe(5), { timeout: 5_000 })
    expect(rowNames().every((name) => name?.toLowerCase().includes('juniper'))).toBe(true)
    // one request for the whole word, not one per keystroke
    const searches = walletApi.requests.filter((query) => query.has('search'))
    expect(searches.map((query) => [query.get('search'), query.get('entries')])).toEqual([['juniper', '100']])
  })

  it('a keystroke narrows the rows already loaded at once, before the debounced search asks the API', async () => {
    const walletApi = createWalletApiFake()
    renderAllWallets(walletApi)
    await screen.findByRole('list', { name: 'All wallets' })
    const loaded = rowNames()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'Harb' } })
    // Same render as the keystroke: no timer, no request yet.
    expect(rowNames()[0]).toBe('Harbor Wallet')
    expect(rowNames().every((name) => name?.toLowerCase().includes('harb'))).toBe(true)
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('4')
    expect(walletApi.requests.filter((query) => query.has('search'))).toEqual([])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: '' } })
    expect(rowNames()).toEqual(loaded)
  })

  it('says "No wallet found" when the search matches nothing, for any script', async () => {
    const { user } = renderAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '钱包 😀 <b>x</b>')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'All wallets' })).toBeNull()
  })

  it('handles a search of any length (sent cut to 100 characters)', async () => {
    const walletApi = createWalletApiFake()
    renderAllWallets(walletApi)
    await screen.findByRole('list', { name: 'All wallets' })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'ж'.repeat(5_000) } })
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(walletApi.requests.at(-1)?.get('search')).toBe('ж'.repeat(100))
  })

  it('scrolling near the end loads page 2', async () => {
    const walletApi = createWalletApiFake({ wallets: walletListingFake(2_000) })
    renderAllWallets(walletApi)
    await screen.findByRole('list', { name: 'All wallets' })
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('40')
    scrollTo(40 * 56 - 400)
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe('80'))
    expect(walletApi.requests.map((query) => query.get('page'))).toEqual(['1', '2'])
  })

  it('keeps at most 60 rows in the DOM with 2,000 wallets', async () => {
    const walletApi = createWalletApiFake({ wallets: walletListingFake(2_000) })
    renderAllWallets(walletApi)
    await screen.findByRole('list', { name: 'All wallets' })
    for (let pages = 2; pages <= 6; pages++) {
      scrollTo(40 * (pages - 1) * 56 - 400)
      await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe(String(40 * pages)))
      expect(rows().length).toBeLessThanOrEqual(60)
    }
    expect(rows().length).toBeLessThanOrEqual(60)
    // the listing's total height is kept, so the scrollbar reflects every loaded wallet
    expect(list().style.height).toBe(`${240 * 56}px`)
  })

  it('ArrowDown in the search moves focus to the list', async () => {
    const { user } = renderAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    await user.click(screen.getByRole('searchbox', { name: 'Search wallets' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Fox Wallet')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Blue Wallet')
  })

  it('arrow keys, Home and End move focus through the rows', async () => {
    const { user } = renderAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    await user.tab() // search
    await user.tab() // first row
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Fox Wallet')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Blue Wallet')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}') // rows 3, 4, back to 3
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Harbor Wallet')
    // (Where the list scrolls to is checked in Chromium: jsdom has no layout.)
    await user.keyboard('{End}')
    const last = document.activeElement?.closest('[data-index]')
    expect(last?.getAttribute('data-index')).toBe('39')
    await user.keyboard('{Home}')
    expect(document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent).toBe('Fox Wallet')
    // only the focused row is reached by Tab
    expect(
      within(list())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1)
  })

  it('Enter on an installed wallet goes to ConnectingExternal with its connector', async () => {
    const { user, currentView } = renderAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    screen.getByRole('button', { name: 'Fox Wallet' }).focus()
    await user.keyboard('{Enter}')
    expect(currentView()).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'io.berth.fox' } })
  })

  it('a wallet that is not installed goes to ConnectingWalletConnect', async () => {
    const { user, currentView } = renderAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    screen.getByRole('button', { name: 'Blue Wallet' }).focus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(currentView()).toMatchObject({ view: 'ConnectingWalletConnect', params: { wallet: { name: 'Harbor Wallet' } } })
  })

  it('renders markup in wallet names as text', async () => {
    const walletApi = createWalletApiFake({
      wallets: [{ id: 'evil', name: '<img src=x onerror="alert(1)"><b>Evil</b>', image_id: 'evil' }],
    })
    const { container } = renderAllWallets(walletApi)
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>Evil</b>')).toBeTruthy()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('shows the error with a Retry that refetches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const walletApi = createWalletApiFake({ mode: 'error', errorMessage: 'Listing is down' })
    renderAllWallets(walletApi)
    // the query's own retries (1 s, 2 s, 4 s) come first
    await act(() => vi.advanceTimersByTimeAsync(8_000))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Listing is down')).toBeTruthy()
    const before = walletApi.requests.length
    walletApi.mode = 'ok'
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('list', { name: 'All wallets' })
    expect(walletApi.requests.length).toBe(before + 1)
  })
})

describe('prefetchWalletImages', () => {
  it('requests the first 20 distinct safe images once', () => {
    resetPrefetchedImages()
    const wallets = [
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: 'http://insecure.example/a.png' },
      ...Array.from({ length: 30 }, (_, index) => ({ imageUrl: `https://img.example/${index % 25}.png` })),
    ]
    const created: { src: string }[] = []
    const factory = () => {
      const image = { src: '' }
      created.push(image)
      return image
    }
    const urls = prefetchWalletImages(wallets, factory)
    expect(urls).toHaveLength(20)
    expect(created.map((image) => image.src)).toEqual(Array.from({ length: 20 }, (_, index) => `https://img.example/${index}.png`))
    expect(prefetchWalletImages(wallets, factory)).toEqual([])
  })
})
