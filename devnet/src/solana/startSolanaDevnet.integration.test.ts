import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  appendTransactionMessageInstructions,
  compileTransactionMessage,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getCompiledTransactionMessageEncoder,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  assertIsTransactionWithBlockhashLifetime,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
} from '@solana/kit'
import { Connection, Keypair, LAMPORTS_PER_SOL, SendTransactionError, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { startDevnet } from '../startDevnet'
import { devnetSolanaAccounts, devnetSolanaUsdc } from './accounts'
import { DEVNET_SOLANA_CHAIN_ID } from './constants'
import { devnetSigner, signedTransfer } from './fixtures/signedTransfer'
import { deriveSolanaPrivateKey } from './keys/deriveSolanaKey'
import { startSolanaDevnet, type RunningSolanaDevnet } from './startSolanaDevnet'

// A Berth Solana Devnet of this file's own (ports 0, no slot timer), for what would disturb the shared
// one: expiring every blockhash at once, and the server's refusals.
let solana: RunningSolanaDevnet
const post = (body: string, init: RequestInit = {}) => fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...init })
const call = async (method: string, params?: unknown) => (await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) }))).json()
const advance = (count: number) => call('devnet_advanceSlots', [count])

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0, slotMs: 0 })
})
afterAll(() => solana?.stop())

describe('an expired blockhash', () => {
  it('is refused with BlockhashNotFound through @solana/kit once 150 blocks have passed', async () => {
    const rpc = createSolanaRpc(solana.url)
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(solana.wsUrl) })
    const payer = await devnetSigner(4)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: payer, destination: payer.address, amount: lamports(1n) })], m),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(transaction)
    expect(await advance(151)).toMatchObject({ result: { slot: Number(latest.lastValidBlockHeight) + 1 } })
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(false)
    const compiled = Buffer.from(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))).toString('base64')
    expect((await rpc.getFeeForMessage(compiled as never).send()).value).toBeNull()
    const error = await sendAndConfirm(transaction, { commitment: 'confirmed' }).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    expect(isSolanaError((error as { cause?: unknown }).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)
  })

  it('is refused through @solana/web3.js, even without preflight', async () => {
    const connection = new Connection(solana.url, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
    const payer = Keypair.fromSeed(deriveSolanaPrivateKey(DEVNET_MNEMONIC, 5))
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    )
    transaction.sign(payer)
    await advance(151)
    for (const skipPreflight of [false, true]) {
      const error = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight }).then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(SendTransactionError)
      expect((error as Error).message).toContain('Blockhash not found')
    }
  })
})

describe('encodings', () => {
  it('takes a transaction in base58 (the default) and answers it back in each encoding asked', async () => {
    const [from, to] = await Promise.all([devnetSigner(6), generateKeyPairSigner()])
    const { value: latest } = await createSolanaRpc(solana.url).getLatestBlockhash().send()
    const wire = await signedTransfer(from, to.address, 1_000_000_000n, latest.blockhash)
    const sent = await call('sendTransaction', [getBase58Decoder().decode(wire.bytes)])
    expect(sent).toEqual({ jsonrpc: '2.0', id: 1, result: wire.signature })

    const options = { maxSupportedTransactionVersion: 0 }
    expect((await call('getTransaction', [wire.signature, { ...options, encoding: 'base64' }])).result.transaction).toEqual([
      Buffer.from(wire.bytes).toString('base64'),
      'base64',
    ])
    expect((await call('getTransaction', [wire.signature, { ...options, encoding: 'base58' }])).result.transaction).toEqual([
      getBase58Decoder().decode(wire.bytes),
      'base58',
    ])
    const json = (await call('getTransaction', [wire.signature, options])).result
    expect(json.transaction.message).toMatchObject({ accountKeys: [from.address, to.address, '11111111111111111111111111111111'], addressTableLookups: [] })
    expect(json.meta).toMatchObject({ status: { Ok: null }, loadedAddresses: { writable: [], readonly: [] }, rewards: [], fee: 5000 })
    const parsed = (await call('getTransaction', [wire.signature, { ...options, encoding: 'jsonParsed' }])).result
    expect(parsed.transaction.message.accountKeys[0]).toEqual({ pubkey: from.address, signer: true, source: 'transaction', writable: true })
    expect(parsed.meta.loadedAddresses).toBeUndefined()
  })

  it('answers accounts as legacy base58 by default for getAccountInfo, base64 for getMultipleAccounts, null for none', async () => {
    const stranger = (await generateKeyPairSigner()).address
    const wallet = devnetSolanaAccounts[0]
    expect((await call('getAccountInfo', [wallet])).result.value).toEqual({
      data: '',
      executable: false,
      lamports: expect.any(Number),
      owner: '11111111111111111111111111111111',
      rentEpoch: 18446744073709552000,
      space: 0,
    })
    expect((await call('getAccountInfo', [stranger, { encoding: 'base64' }])).result.value).toBeNull()
    const multiple = (await call('getMultipleAccounts', [[wallet, stranger, devnetSolanaUsdc.address]])).result.value
    expect(multiple).toMatchObject([{ data: ['', 'base64'] }, null, { data: [expect.any(String), 'base64'], space: 82 }])
    const parsed = (await call('getMultipleAccounts', [[devnetSolanaUsdc.address], { encoding: 'jsonParsed' }])).result.value
    expect(parsed[0].data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6 } } })
  })
})

describe('malformed JSON-RPC', () => {
  it('answers each kind of bad request with its JSON-RPC error', async () => {
    expect(await (await post('{"jsonrpc":')).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect(await (await post('{"id":3}')).json()).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid request' } })
    expect(await (await post('[]')).json()).toMatchObject({ error: { code: -32600 } })
    expect(await call('eth_chainId', [])).toMatchObject({ error: { code: -32601, message: 'Method not found' } })
    expect(await call('getBalance', [123])).toMatchObject({ error: { code: -32602 } })
    expect(await call('getBalance', ['not-an-address'])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('expected a base58 address') },
    })
    expect(await call('getBalance', { pubkey: devnetSolanaAccounts[0] })).toMatchObject({ error: { code: -32602 } })
    expect(await call('getBalance', [devnetSolanaAccounts[0], { commitment: 'recent' }])).toMatchObject({ error: { code: -32602 } })
    expect(await call('sendTransaction', ['AQID', { encoding: 'base64' }])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('invalid transaction') },
    })
    expect(await call('sendTransaction', ['%%%', { encoding: 'base64' }])).toMatchObject({
      error: { code: -32602, message: 'Invalid params: invalid base64 encoding' },
    })
    expect(await call('devnet_advanceSlots', [0])).toMatchObject({ error: { code: -32602 } })
  })

  it("answers refusals a cluster makes in agave's words", async () => {
    const slot = (await call('getSlot')).result as number
    expect(await call('getBalance', [devnetSolanaAccounts[0], { minContextSlot: slot + 100 }])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32016, message: 'Minimum context slot has not been reached', data: { contextSlot: slot } },
    })
    expect(await call('getTokenAccountsByOwner', [devnetSolanaAccounts[0], { programId: devnetSolanaAccounts[1] }])).toMatchObject({
      error: { code: -32602, message: 'Invalid param: unrecognized Token program id' },
    })
    expect(await call('getTokenAccountsByOwner', [devnetSolanaAccounts[0], { mint: devnetSolanaAccounts[1] }])).toMatchObject({
      error: { message: 'Invalid param: could not find mint' },
    })
    expect(await call('getTokenAccountBalance', [devnetSolanaAccounts[0]])).toMatchObject({ error: { message: 'Invalid param: not a Token account' } })
    expect(await call('getTokenSupply', [devnetSolanaAccounts[0]])).toMatchObject({ error: { message: 'Invalid param: not a Token mint' } })
    expect(await call('getSignatureStatuses', [Array(257).fill('1'.repeat(64))])).toMatchObject({ error: { code: -32602 } })
    expect(await call('getSignaturesForAddress', [devnetSolanaAccounts[0], { commitment: 'processed' }])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('Method does not support commitment below `confirmed`') },
    })
    expect(await call('simulateTransaction', ['AQID', { sigVerify: true, replaceRecentBlockhash: true }])).toMatchObject({
      error: { code: -32602, message: 'Invalid params: sigVerify may not be used with replaceRecentBlockhash' },
    })
    const dust = await call('requestAirdrop', [(await generateKeyPairSigner()).address, 10])
    expect(dust).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^airdrop request failed: .*insufficient funds for rent/) } })
  })

  it('serves /health, answers CORS preflights, and refuses other paths, methods and oversized bodies', async () => {
    const health = await fetch(`${solana.url}/health`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    const preflight = await fetch(solana.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client')
    expect((await fetch(solana.url)).status).toBe(405)
    expect((await fetch(`${solana.url}/rpc`, { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await post('x'.repeat(60 * 1024))).status).toBe(413)
  })

  it('answers malformed PubSub messages over the WebSocket and refuses an unknown subscription', async () => {
    const socket = new WebSocket(solana.wsUrl)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const replies: unknown[] = []
    socket.on('message', (data) => replies.push(JSON.parse(String(data))))
    socket.send('{nope')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [99] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: [devnetSolanaAccounts[0]] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'slotSubscribe' }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.close()
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid subscription id.' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 4, result: expect.any(Number) },
    ])
    expect((await fetch(solana.wsUrl.replace('ws:', 'http:'))).status).toBe(426)
  })
})

describe('startDevnet and Berth Solana Devnet', () => {
  it('adopts the Berth Solana Devnet already answering on its port, and leaves it running', async () => {
    const shared = inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!
    const port = Number(new URL(shared).port)
    const devnet = await startDevnet({ chains: [], api: false, relay: false, bitcoin: false, reuseRunning: true, solana: { port, wsPort: port + 1 } })
    expect(devnet.solana).toMatchObject({ reused: true, url: shared, chainId: DEVNET_SOLANA_CHAIN_ID })
    expect(devnet.urls).toEqual({ [DEVNET_SOLANA_CHAIN_ID]: shared })
    await devnet.stop()
    expect((await (await fetch(shared, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }) })).json()).result).toBe('ok')
    await expect(startDevnet({ chains: [], api: false, relay: false, solana: { port, wsPort: port + 1 } })).rejects.toThrow(/already in use/)
  })

  it('refuses a port held by something that is not Berth Solana Devnet', async () => {
    const other: Server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' }))
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as AddressInfo).port
    try {
      await expect(startDevnet({ chains: [], api: false, relay: false, reuseRunning: true, solana: { port, wsPort: port + 1 } })).rejects.toThrow(
        /not as Berth Solana Devnet/,
      )
    } finally {
      other.close()
    }
  })
})
