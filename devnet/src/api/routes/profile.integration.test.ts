import { createPublicClient, http, keccak256, serializeErc6492Signature, toHex, type Hex, type LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { devnetAccountFactory, devnetAccountFactoryAbi, devnetAccountFactoryData, devnetSmartAccount } from '../../chain/tokens/devnetTokens'
import { startApiServer, type RunningApiServer } from '../startApiServer'

// Registrations verified on the shared devnet's anvil (31337): an API of this file's own (port 0,
// names in memory, no indexer) reads that chain, so the test never depends on which API build holds
// :8787. Names carry a random suffix all the same: one run never meets another's.
const rpc = inject('devnetUrls')['eip155:31337']!
const chain = createPublicClient({ transport: http(rpc), cacheTime: 0 })
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const coinType = (0x80000000 | 31337) >>> 0
const signer = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
const run = Math.random().toString(36).slice(2, 8)
const fresh = (label: string) => `${label}-${run}.berth.id`

let api: RunningApiServer
beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    dataDir: null,
    indexer: false,
    chains: [{ chainId: 31337, name: 'Berth Devnet', url: rpc }],
    solanaChains: [],
    bitcoinChains: [],
  })
})
afterAll(() => api?.stop())

const message = (name: string, timestamp = Math.floor(Date.now() / 1000)) => JSON.stringify({ name, attributes: {}, timestamp })

interface Registration {
  name: string
  /** The key that signs (its own address unless `address` says otherwise). */
  by: LocalAccount
  address?: Hex
  timestamp?: number
  wrap?: (signature: Hex) => Hex
}
async function register({ name, by, address = by.address, timestamp, wrap = (signature) => signature }: Registration) {
  const text = message(name, timestamp)
  const signature = wrap(await by.signMessage({ message: text }))
  const response = await fetch(`${api.url}/v1/profile/account?${sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinType, address, message: text, signature }),
  })
  return { status: response.status, body: (await response.json()) as { success?: boolean; reasons?: { code: string; description: string }[] } }
}
const get = async <T>(path: string) => {
  const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${sdk}`)
  return { status: response.status, body: (await response.json()) as T }
}
const codeOf = (result: { status: number; body: { reasons?: { code: string }[] } }) => [result.status, result.body.reasons?.[0]?.code]
const namesOf = async (address: string) => (await get<{ name: string }[]>(`/v1/profile/reverse/${address}?apiVersion=2`)).body.map((entry) => entry.name)

describe('POST /v1/profile/account on a real chain', () => {
  it("registers an EOA's name, then resolves it, lists it for the address and suggests around it", async () => {
    const name = fresh('eoa')
    const owner = signer(5)
    expect(await register({ name, by: owner })).toEqual({ status: 200, body: { success: true } })

    const account = await get<{ addresses: Record<string, { address: string }> }>(`/v1/profile/account/${name}?apiVersion=2`)
    expect(account.status).toBe(200)
    expect(account.body.addresses[String(coinType)]?.address).toBe(owner.address)
    expect(await namesOf(owner.address)).toContain(name)
    const suggestions = await get<{ suggestions: { name: string; registered: boolean }[] }>(`/v1/profile/suggestions/eoa-${run}?zone=berth.id`)
    expect(suggestions.body.suggestions[0]).toEqual({ name, registered: true })
  })

  it("registers a contract wallet's name through ERC-1271: its owner signs", async () => {
    const name = fresh('erc1271')
    expect(await chain.getCode({ address: devnetSmartAccount.address })).toBeDefined()
    expect(codeOf(await register({ name, by: signer(3), address: devnetSmartAccount.address }))).toEqual([200, undefined])
    expect(await namesOf(devnetSmartAccount.address)).toContain(name)
  })

  it('registers a not-yet-deployed account through ERC-6492, leaving it undeployed', async () => {
    const owner = signer(3)
    const salt = keccak256(toHex(`names ${run} ${Date.now()}`))
    const address = await chain.readContract({
      address: devnetAccountFactory.address,
      abi: devnetAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
    expect(await chain.getCode({ address })).toBeUndefined()
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: devnetAccountFactory.address, data: devnetAccountFactoryData(owner.address, salt), signature })

    const name = fresh('erc6492')
    // Another key's wrapped signature is refused first: the account is not theirs.
    expect(codeOf(await register({ name, by: signer(2), address, wrap }))).toEqual([401, 'SIGNATURE_INVALID'])
    expect(codeOf(await register({ name, by: owner, address, wrap }))).toEqual([200, undefined])
    expect(await namesOf(address)).toEqual([name])
    expect(await chain.getCode({ address })).toBeUndefined()
  })

  it("refuses another key's signature, for an EOA and for a contract wallet, and stores nothing", async () => {
    const name = fresh('forged')
    expect(await register({ name, by: signer(6), address: signer(5).address })).toEqual({
      status: 401,
      body: { reasons: [{ code: 'SIGNATURE_INVALID', description: `The signature is not ${signer(5).address}'s on eip155:31337` }] },
    })
    expect(codeOf(await register({ name, by: signer(2), address: devnetSmartAccount.address }))).toEqual([401, 'SIGNATURE_INVALID'])
    expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
  })

  it('refuses a stale timestamp, a taken name and a bad name', async () => {
    const owner = signer(5)
    expect(codeOf(await register({ name: fresh('stale'), by: owner, timestamp: Math.floor(Date.now() / 1000) - 11 * 60 }))).toEqual([
      400,
      'TIMESTAMP_OUT_OF_WINDOW',
    ])
    const name = fresh('taken')
    expect(codeOf(await register({ name, by: owner }))).toEqual([200, undefined])
    expect(await register({ name, by: signer(6) })).toEqual({
      status: 409,
      body: { reasons: [{ code: 'NAME_TAKEN', description: `${name} is already taken` }] },
    })
    expect(codeOf(await register({ name: `a_${run}.berth.id`, by: owner }))).toEqual([400, 'NAME_INVALID'])
    expect(await namesOf(signer(6).address)).not.toContain(name)
  })
})
