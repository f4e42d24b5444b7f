import { describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../bitcoin/constants'
import { devnetBitcoinPaymentKeys } from '../../bitcoin/keys/devnetBitcoinKeys'
import { ListingState } from '../apiContext'
import { createApiBitcoinChains } from '../chains/apiBitcoinChains'
import { createApiChains } from '../chains/apiChains'
import { createApiApp } from '../createApiApp'
import { emptyApiStore } from '../testing/offlineApi'

// The Bitcoin side of the balance route with an Esplora nobody listens on (port 9 refuses at once):
// the refusals and the 503. Reading real balances is in bitcoinBalance.integration.test.ts.
const app = createApiApp({
  store: emptyApiStore,
  listing: new ListingState({}),
  log: () => {},
  chains: createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }]),
  bitcoinChains: createApiBitcoinChains([{ chainId: DEVNET_BITCOIN_CHAIN_ID, name: 'Berth Bitcoin Regtest', url: 'http://127.0.0.1:9' }]),
  indexer: undefined,
})
const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const owner = devnetBitcoinPaymentKeys()[0]?.address ?? ''

async function reasons(response: Response, status: number) {
  expect(response.status).toBe(status)
  return ((await response.json()) as { reasons: { code: string; description: string }[] }).reasons
}

describe('GET /v1/account/:address/balance on Bitcoin', () => {
  it('answers 503 naming the chain when its Esplora API does not answer', async () => {
    for (const query of ['', `&chainId=${DEVNET_BITCOIN_CHAIN_ID}`]) {
      expect(await reasons(await app.request(`/v1/account/${owner}/balance?${sdk}${query}`), 503)).toEqual([
        { code: 'CHAIN_UNAVAILABLE', description: `Berth Bitcoin Regtest (${DEVNET_BITCOIN_CHAIN_ID}) at http://127.0.0.1:9 does not answer` },
      ])
    }
  })

  it('refuses an address of another Bitcoin network, naming it', async () => {
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(await reasons(await app.request(`/v1/account/${mainnet}/balance?${sdk}`), 400)).toEqual([
      { code: 'INVALID_PARAM', description: `address: ${mainnet} is a Bitcoin mainnet address; this node is regtest (bcrt1…)` },
    ])
  })

  it('refuses a regtest address with another namespace chain, and a bip122 chain the devnet does not have', async () => {
    expect(await reasons(await app.request(`/v1/account/${owner}/balance?${sdk}&chainId=eip155:31337`), 400)).toEqual([
      { code: 'INVALID_PARAM', description: `address: ${owner} is not an address of eip155:31337` },
    ])
    const mainnetChain = 'bip122:000000000019d6689c085ae165831e93'
    expect(await reasons(await app.request(`/v1/account/${owner}/balance?${sdk}&chainId=${mainnetChain}`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: `chainId: ${mainnetChain} is not a devnet chain (eip155:31337, ${DEVNET_BITCOIN_CHAIN_ID})` },
    ])
  })
})
