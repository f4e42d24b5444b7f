// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { listingEntry } from '../testing/testServer.js'
import { createClient } from '../client.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useFeatures } from './useFeatures.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'
import { useWallets } from './useWallets.js'

afterEach(cleanup)

const listing = Array.from({ length: 50 }, (_, i) => listingEntry(i))

/** The API in memory: this file tests the hooks; transport is covered over real HTTP in api/. */
const fetch: typeof globalThis.fetch = async (input) => {
  const url = new URL(String(input))
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
  if (url.pathname === '/appkit/v1/config') return json({ features: [{ id: 'onramp', isEnabled: false, config: null }] })
  if (url.pathname === '/projects/v1/origins') return json({ allowedOrigins: [] })
  if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
  const page = Number(url.searchParams.get('page'))
  const entries = Number(url.searchParams.get('entries'))
  return json({ count: listing.length, data: listing.slice((page - 1) * entries, page * entries) })
}

function Harness() {
  const { features, source } = useFeatures()
  const wallets = useWallets()
  const recommended = useRecommendedWallets()
  const names = wallets.data?.pages.flatMap((page) => page.wallets.map((wallet) => wallet.name)) ?? []
  return (
    <div>
      <p data-testid="features">{`${source}:${features.onramp.enabled}`}</p>
      <p data-testid="wallets">{names.length}</p>
      <p data-testid="more">{String(wallets.hasNextPage)}</p>
      <p data-testid="recommended">{recommended.data?.map((wallet) => wallet.name).join(',')}</p>
      <button type="button" onClick={() => void wallets.fetchNextPage()}>
        more
      </button>
    </div>
  )
}

describe('API hooks', () => {
  it('useFeatures, useWallets (paging) and useRecommendedWallets', async () => {
    const client = createClient({
      projectId: 'p',
      walletApiUrl: 'https://wallet-api.example',
      networks: [testChain],
      storage: null,
      window: new EventTarget() as never,
      fetch,
      logger: { warn() {}, error() {} },
    })
    // The remote configuration is read when the modal first opens.
    client.modal.open()
    render(
      <BerthProvider client={client}>
        <Harness />
      </BerthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('features').textContent).toBe('remote:false'))
    await waitFor(() => expect(screen.getByTestId('wallets').textContent).toBe('40'))
    expect(screen.getByTestId('more').textContent).toBe('true')
    expect(screen.getByTestId('recommended').textContent).toBe('Wallet 0,Wallet 1,Wallet 2,Wallet 3')
    screen.getByText('more').click()
    await waitFor(() => expect(screen.getByTestId('wallets').textContent).toBe('50'))
    expect(screen.getByTestId('more').textContent).toBe('false')
  })
})
