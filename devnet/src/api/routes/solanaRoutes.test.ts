import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts } from '../../solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../../solana/constants'
import { ListingState } from '../apiContext'
import { createApiChains } from '../chains/apiChains'
import { createApiSolanaChains } from '../chains/apiSolanaChains'
import { createApiApp } from '../createApiApp'
import { emptyApiStore } from '../testing/offlineApi'
import type { SupportedChains } from './supportedChains'

// The Solana side of the data routes with clusters nobody listens on (port 9 refuses at once): the
// refusals and the 503s. Reading real balances is in solanaBalance.integration.test.ts.
const store = emptyApiStore
const app = createApiApp({
  store,
  listing: new ListingState({}),
  log: () => {},
  chains: createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }]),
  solanaChains: createApiSolanaChains([{ chainId: DEVNET_SOLANA_CHAIN_ID, name: 'Berth Solana Devnet', url: 'http://127.0.0.1:9' }]),
  indexer: undefined,
})
const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAlice = devnetSolanaAccounts[0]

async function reasons(response: Response, status: number) {
  expect(response.status).toBe(status)
  return ((await response.json()) as { reasons: { code: string; description: string }[] }).reasons
}

describe('GET /v1/supported-chains', () => {
  it("lists every chain's CAIP-2 id for http and ws, and each chain with its URLs", async () => {
    const response = await app.request(`/v1/supported-chains?${sdk}`)
    expect(response.status).toBe(200)
    expect((await response.json()) as SupportedChains).toEqual({
      http: ['eip155:31337', DEVNET_SOLANA_CHAIN_ID],
      ws: ['eip155:31337', DEVNET_SOLANA_CHAIN_ID],
      chains: [
        { chainId: 'eip155:31337', name: 'Berth Devnet', http: 'http://127.0.0.1:9', ws: 'ws://127.0.0.1:9' },
        // Without a PubSub URL given, Solana's convention: the JSON-RPC port + 1.
        { chainId: DEVNET_SOLANA_CHAIN_ID, name: 'Berth Solana Devnet', http: 'http://127.0.0.1:9', ws: 'ws://127.0.0.1:10' },
      ],
    })
  })

  it('refuses a call without projectId', async () => {
    expect(await reasons(await app.request('/v1/supported-chains?st=berth&sv=1'), 400)).toEqual([
      { code: 'MISSING_PROJECT_ID', description: 'projectId is required' },
    ])
  })
})

describe('GET /v1/account/:address/balance on Solana', () => {
  it('refuses an address of the other namespace than the chain asked', async () => {
    expect(await reasons(await app.request(`/v1/account/${alice}/balance?${sdk}&chainId=${DEVNET_SOLANA_CHAIN_ID}`), 400)).toEqual([
      { code: 'INVALID_PARAM', description: `address: ${alice} is not an address of ${DEVNET_SOLANA_CHAIN_ID}` },
    ])
    expect(await reasons(await app.request(`/v1/account/${solanaAlice}/balance?${sdk}&chainId=eip155:31337`), 400)).toEqual([
      { code: 'INVALID_PARAM', description: `address: ${solanaAlice} is not an address of eip155:31337` },
    ])
  })

  it('refuses a Solana cluster that is not the devnet, listing those that are', async () => {
    const other = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(await reasons(await app.request(`/v1/account/${solanaAlice}/balance?${sdk}&chainId=${other}`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: `chainId: ${other} is not a devnet chain (eip155:31337, ${DEVNET_SOLANA_CHAIN_ID})` },
    ])
  })

  it('answers 503 naming the cluster when it does not answer, with chainId or without', async () => {
    for (const query of [`&chainId=${DEVNET_SOLANA_CHAIN_ID}`, '']) {
      expect(await reasons(await app.request(`/v1/account/${solanaAlice}/balance?${sdk}${query}`), 503)).toEqual([
        { code: 'CHAIN_UNAVAILABLE', description: `Berth Solana Devnet (${DEVNET_SOLANA_CHAIN_ID}) at http://127.0.0.1:9 does not answer` },
      ])
    }
  })
})
