import { describe, expect, it } from 'vitest'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { ListingState } from '../apiContext'
import { createApiApp } from '../createApiApp'
import { emptyApiStore, unreachableDevnetChains } from '../testing/offlineApi'

// The data routes with chains nobody listens on (port 9 refuses at once) and no indexer: every
// answer that needs no chain, every refusal, and the 503s. Their success paths against real
// chains are in chainData.integration.test.ts.
const store = emptyApiStore
const chains = unreachableDevnetChains()
const app = createApiApp({ store, listing: new ListingState({}), log: () => {}, chains, indexer: undefined })

const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const stranger = '0x000000000000000000000000000000000000dEaD'
const hash = `0x${'ab'.repeat(32)}`
const USDC = devnetTokens[31337].USDC

async function reasons(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { reasons: { code: string; description: string }[] }
  expect(Object.keys(body)).toEqual(['reasons'])
  return body.reasons
}
const postPrice = (body: unknown, query = sdk) =>
  app.request(`/v1/fungible/price?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('data routes: what every one of them refuses', () => {
  const paths = [`/v1/account/${alice}/balance`, `/v1/identity/${alice}`, `/v1/account/${alice}/history`, `/v1/account/${alice}/nfts`]

  it('answers a missing projectId with 400 MISSING_PROJECT_ID', async () => {
    for (const path of paths)
      expect(await reasons(await app.request(`${path}?st=berth&sv=1`), 400), path).toEqual([
        { code: 'MISSING_PROJECT_ID', description: 'projectId is required' },
      ])
    expect((await reasons(await postPrice({ currency: 'usd', addresses: [], projectId: 'p1' }, 'st=berth&sv=1'), 400))[0]?.code).toBe('MISSING_PROJECT_ID')
  })

  it('answers a malformed address with 400 INVALID_PARAM naming the parameter', async () => {
    for (const path of paths) {
      for (const bad of ['0x123', 'alice.berth', `${alice}00`, `eip155:31337:${alice}`]) {
        const response = await app.request(`${path.replace(alice, encodeURIComponent(bad))}?${sdk}`)
        const name = path.includes('/history') ? 'account' : 'address'
        // The balance route also reads Bitcoin and Solana accounts.
        const expected = path.includes('/balance')
          ? 'expected a 0x-prefixed 20-byte hex address, a Bitcoin regtest address or a base58 Solana address'
          : 'expected a 0x-prefixed 20-byte hex address'
        expect(await reasons(response, 400), `${path} ${bad}`).toEqual([{ code: 'INVALID_PARAM', description: `${name}: ${expected}` }])
      }
    }
  })

  it('answers a chain that is not a devnet chain with 400 listing the devnet chains', async () => {
    for (const path of [paths[0], paths[2], paths[3]]) {
      expect(await reasons(await app.request(`${path}?${sdk}&chainId=eip155:1`), 400), path).toEqual([
        { code: 'INVALID_QUERY', description: 'chainId: eip155:1 is not a devnet chain (eip155:31337, eip155:31338)' },
      ])
      expect(await reasons(await app.request(`${path}?${sdk}&chainId=31337`), 400)).toEqual([
        {
          code: 'INVALID_QUERY',
          description: String(path).includes('/balance')
            ? 'chainId: expected a CAIP-2 chain id such as eip155:31337, solana:C87HniDwGEEByviiVqxKy4JPppad4zvE or bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
            : 'chainId: expected a CAIP-2 eip155 chain id such as eip155:31337',
        },
      ])
    }
  })
})

describe('GET /v1/account/:address/balance', () => {
  it('refuses a currency other than usd', async () => {
    expect(await reasons(await app.request(`/v1/account/${alice}/balance?${sdk}&currency=eur`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: "currency: only 'usd' is supported" },
    ])
  })

  it('answers 503 naming the chain when it does not answer, without a stack', async () => {
    const response = await app.request(`/v1/account/${alice}/balance?${sdk}&currency=usd&chainId=eip155:31338`)
    expect(await reasons(response, 503)).toEqual([
      { code: 'CHAIN_UNAVAILABLE', description: 'Berth Devnet L2 (eip155:31338) at http://127.0.0.1:9 does not answer' },
    ])
  })
})

describe('GET /v1/identity/:address', () => {
  it('names the first devnet accounts, with an avatar served by the API', async () => {
    const response = await app.request(`/v1/identity/${alice.toLowerCase()}?${sdk}&sender=${stranger}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      name: 'alice.berth',
      avatar: 'http://localhost/public/getAssetImage/avatar-alice.berth?projectId=p1&st=berth&sv=0.1.0',
    })
    const avatar = await app.request(`/public/getAssetImage/avatar-alice.berth?${sdk}`)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  })

  it('answers name and avatar null for any other address', async () => {
    expect(await (await app.request(`/v1/identity/${stranger}?${sdk}`)).json()).toEqual({ name: null, avatar: null })
  })

  it('refuses a malformed sender', async () => {
    expect(await reasons(await app.request(`/v1/identity/${alice}?${sdk}&sender=bob`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: 'sender: expected a 0x-prefixed 20-byte hex address' },
    ])
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices the devnet tokens and ETH in the order asked, and leaves out unknown tokens', async () => {
    const response = await postPrice({
      currency: 'usd',
      projectId: 'p1',
      addresses: [
        `eip155:31338:${devnetTokens[31338].DAI.address.toLowerCase()}`,
        `eip155:31337:${stranger}`,
        'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        `eip155:31337:${USDC.address}`,
      ],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        { name: 'Dai Stablecoin', symbol: 'DAI', iconUrl: 'http://localhost/public/getTokenImage/DAI?projectId=p1&st=berth&sv=0.1.0', price: 1 },
        { name: 'Ether', symbol: 'ETH', iconUrl: 'http://localhost/public/getTokenImage/ETH?projectId=p1&st=berth&sv=0.1.0', price: 3000 },
        { name: 'USD Coin', symbol: 'USDC', iconUrl: 'http://localhost/public/getTokenImage/USDC?projectId=p1&st=berth&sv=0.1.0', price: 1 },
      ],
    })
  })

  it('refuses bodies that do not conform, naming the field', async () => {
    const valid = { currency: 'usd', projectId: 'p1', addresses: [`eip155:31337:${USDC.address}`] }
    expect(await reasons(await postPrice('{"currency":'), 400)).toEqual([{ code: 'INVALID_BODY', description: 'body is not valid JSON' }])
    expect(await reasons(await postPrice({ ...valid, currency: 'eur' }), 400)).toEqual([
      { code: 'INVALID_BODY', description: "currency: only 'usd' is supported" },
    ])
    expect(await reasons(await postPrice({ ...valid, addresses: [] }), 400)).toEqual([{ code: 'INVALID_BODY', description: 'addresses: at least one address' }])
    expect(await reasons(await postPrice({ ...valid, addresses: [USDC.address] }), 400)).toEqual([
      { code: 'INVALID_BODY', description: 'addresses.0: expected a CAIP-10 address such as eip155:31337:0x…' },
    ])
    expect(await reasons(await postPrice({ ...valid, addresses: [`eip155:1:${USDC.address}`] }), 400)).toEqual([
      { code: 'INVALID_BODY', description: 'addresses.0: eip155:1 is not a devnet chain (eip155:31337, eip155:31338)' },
    ])
    expect((await reasons(await postPrice({ ...valid, addresses: Array(101).fill(valid.addresses[0]) }), 400))[0]?.description).toBe(
      'addresses: at most 100 addresses',
    )
    expect((await reasons(await postPrice({ currency: 'usd', addresses: valid.addresses }), 400))[0]?.description).toBe('projectId: projectId is required')
    expect((await reasons(await postPrice({ ...valid, addresses: Array(500).fill(valid.addresses[0]) }), 413))[0]?.code).toBe('BODY_TOO_LARGE')
  })
})

describe('history and NFTs without the indexer', () => {
  it('answer 503 INDEXER_OFF', async () => {
    for (const path of [`/v1/account/${alice}/history`, `/v1/account/${alice}/nfts`]) {
      expect(await reasons(await app.request(`${path}?${sdk}`), 503), path).toEqual([
        { code: 'INDEXER_OFF', description: 'The devnet API runs without its chain indexer (started with indexer: false): no history or NFTs' },
      ])
    }
  })

  it('still refuse a cursor the API did not issue, and an unknown on-ramp', async () => {
    const forged = Buffer.from('h1:1:2:3').toString('base64url')
    for (const cursor of ['abc', forged, '../../etc']) {
      expect(await reasons(await app.request(`/v1/account/${alice}/history?${sdk}&cursor=${encodeURIComponent(cursor)}`), 400), cursor).toEqual([
        { code: 'INVALID_QUERY', description: 'cursor: not a cursor this API issued (pass the `next` of the previous page)' },
      ])
    }
    expect(await reasons(await app.request(`/v1/account/${alice}/history?${sdk}&onramp=meld`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: "onramp: the only on-ramp is 'coinbase'" },
    ])
  })
})

describe('the explorer', () => {
  it('answers a malformed hash with 400, as HTML or as reasons', async () => {
    const html = await app.request('/devnet/explorer/tx/0x1234')
    expect(html.status).toBe(400)
    expect(html.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(html.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(await html.text()).toContain('<p>hash: expected a 0x-prefixed 32-byte transaction hash</p>')
    expect(await reasons(await app.request('/devnet/explorer/tx/0x1234.json'), 400)).toEqual([
      { code: 'INVALID_PARAM', description: 'hash: expected a 0x-prefixed 32-byte transaction hash' },
    ])
  })

  it('answers an unknown chain with 400 and never echoes markup', async () => {
    expect(await reasons(await app.request(`/devnet/explorer/tx/${hash}.json?chainId=eip155:5`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: 'chainId: eip155:5 is not a devnet chain (eip155:31337, eip155:31338)' },
    ])
    const page = await (await app.request(`/devnet/explorer/tx/${hash}?chainId=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text()
    expect(page).not.toContain('<img')
  })

  it('answers 503 when the chain does not answer', async () => {
    expect(await reasons(await app.request(`/devnet/explorer/tx/${hash}.json?chainId=eip155:31337`), 503)).toEqual([
      { code: 'CHAIN_UNAVAILABLE', description: 'Berth Devnet (eip155:31337) at http://127.0.0.1:9 does not answer' },
    ])
    const html = await app.request(`/devnet/explorer/tx/${hash}`)
    expect(html.status).toBe(503)
    expect(await html.text()).toContain('<h1>Chain unavailable</h1>')
  })
})
