// The headless API clients (a client's `api`) against the devnet's running wallet-provider API (the
// test run's shared devnet, records in memory): every endpoint over real HTTP, validated on the way in.
import { ApiError, createClient, type CreateClientParameters } from '@berth/headless'
import { berthDevnet } from '@berth/devnet/networks'
import { describe, expect, inject, it } from 'vitest'

const base = inject('devnetApiUrl')
const apiOf = (parameters: Partial<CreateClientParameters>) =>
  createClient({ networks: [berthDevnet], storage: null, apiUrl: base, walletApiUrl: base, apiRetryDelayMs: 1, ...parameters }).api
const client = (projectId = `int-${Math.random().toString(36).slice(2, 10)}`) => apiOf({ projectId })

describe('API clients against the devnet API', () => {
  it('reads the remote features with the documented defaults', async () => {
    const features = await client().getFeatures()
    expect(features.find((feature) => feature.id === 'swaps')).toMatchObject({ isEnabled: true, config: ['1inch'] })
    expect(features.find((feature) => feature.id === 'multiWallet')).toMatchObject({ isEnabled: false })
  })

  it('reads the allowed origins, which include the example app', async () => {
    expect(await client().getAllowedOrigins()).toContain('http://127.0.0.1:5173')
  })

  it('pages the listing 40 at a time, searches, excludes, and sanitises links', async () => {
    const api = client()
    const first = await api.getWallets({ page: 1, entries: 40 })
    expect(first.count).toBeGreaterThanOrEqual(60)
    expect(first.wallets).toHaveLength(40)
    const second = await api.getWallets({ page: 2, entries: 40 })
    expect(second.wallets.map((wallet) => wallet.id)).not.toContain(first.wallets[0]!.id)

    const search = await api.getWallets({ page: 1, entries: 100, search: 'devnet' })
    expect(search.wallets.map((wallet) => wallet.name)).toEqual(expect.arrayContaining(['Devnet Wallet', 'Devnet Mobile Wallet']))
    const devnet = search.wallets.find((wallet) => wallet.rdns === 'dev.berth.wallet')!
    expect(devnet.imageUrl).toMatch(new RegExp(`^${base}/getWalletImage/`))

    const excluded = await api.getWallets({ page: 1, entries: 100, search: 'devnet', exclude: [devnet.id] })
    expect(excluded.wallets.map((wallet) => wallet.id)).not.toContain(devnet.id)

    for (const wallet of first.wallets) {
      for (const link of Object.values(wallet.links)) expect(link).not.toMatch(/^(javascript|data|vbscript|file):/i)
    }
  })

  it('serves the wallet image the listing points at', async () => {
    const { wallets } = await client().getWallets({ page: 1, entries: 1 })
    const response = await fetch(wallets[0]!.imageUrl!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('stores an error report the devnet reads back', async () => {
    const projectId = `int-report-${Date.now()}`
    await client(projectId).sendErrorReport({
      eventId: 'e1',
      url: 'http://127.0.0.1:5273/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'boom', stackTrace: 'at x' },
    })
    const { reports } = (await (await fetch(`${base}/devnet/reports?projectId=${projectId}`)).json()) as { reports: Array<Record<string, unknown>> }
    expect(reports).toEqual([expect.objectContaining({ projectId, eventId: 'e1', errorMessage: 'boom' })])
  })

  it('turns a 400 with reasons into an ApiError carrying the first reason', async () => {
    const error = await client()
      .getTokenBalances({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      shortMessage:
        'chainId: eip155:1 is not a devnet chain (eip155:31337, eip155:31338, solana:C87HniDwGEEByviiVqxKy4JPppad4zvE, bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
    })
  })

  it('without a project id fails with the configuration error naming the option', async () => {
    const error = await client('')
      .getWallets({ page: 1, entries: 40 })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ConfigurationError', option: 'projectId', shortMessage: 'Project ID Not Configured' })
  })

  it('turns an answer of the wrong shape into an ApiError naming the endpoint', async () => {
    // A base whose fragment swallows the path: the request lands on /devnet/health, a real JSON
    // answer that is not an allow-list.
    const api = apiOf({ projectId: 'x', walletApiUrl: `${base}/devnet/health#` })
    const error = await api.getAllowedOrigins().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toContain('/projects/v1/origins')
  })
})
