// Bitcoin over WalletConnect, both ends real: the headless WalletConnect connector (the real
// UniversalProvider) with walletConnectBip122 on the dapp side, and the Devnet Mobile Wallet's own
// request handling (createMobileWallet, in Node, with the real sign-client) on the wallet side,
// through the shared devnet's relay. The wallet uses Bitcoin account 8 (m/84'/1'/0'/0/8), which no
// other test spends from; its transfer goes back to its own payment address and is mined by the
// devnet's regtest node.
import { Verifier } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { memoryBackend } from '@berth/headless'
import type { Network } from '../../../headless/src/networks/types.js'
import { createWalletConnect, type WalletConnectConnector } from '../../../headless/src/adapters/walletconnect/createWalletConnect.js'
import { walletConnectBip122, type WalletConnectBip122Adapter } from '../../../headless/src/adapters/walletconnect/walletConnectBip122.js'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../src/bitcoin/constants'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import { bitcoinAccountAt } from './bitcoinKeys'
import { createMobileWallet, type MobileWallet } from './mobileWallet'
import { closeSignClient, startSignClient, type TestSignClient } from '../../../tests/support/signClient.js'
import { nextWalletRequest, waitForWallet } from './waitForWallet'

const INDEX = 8
const account = bitcoinAccountAt(INDEX)
const relayUrl = inject('devnetRelayUrl')
const esploraUrl = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID]!
const quiet = { warn: () => {}, error: () => {} }
const regtest: Network = {
  id: DEVNET_BITCOIN_CHAIN_ID.slice('bip122:'.length),
  caipNetworkId: DEVNET_BITCOIN_CHAIN_ID,
  chainNamespace: 'bip122',
  name: 'Berth Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [esploraUrl] } },
}

async function esplora<T>(path: string): Promise<T> {
  const response = await fetch(`${esploraUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

describe('bip122 over WalletConnect: headless dapp ↔ Devnet Mobile Wallet', () => {
  let walletClient: TestSignClient | undefined
  let wallet: MobileWallet
  let connector: WalletConnectConnector
  let bip122: WalletConnectBip122Adapter

  beforeAll(async () => {
    wallet = createMobileWallet({
      relayUrl,
      accountIndex: INDEX,
      storage: undefined,
      createClient: async () => {
        walletClient = await startSignClient({ relayUrl, storagePrefix: 'bip122-test-wallet', name: 'Devnet Mobile Wallet' })
        return walletClient
      },
      bitcoin: { esploraUrl },
    })
    await wallet.start()
    const walletConnect = createWalletConnect({
      relayUrl,
      projectId: 'berth-devnet',
      networks: [regtest],
      storage: memoryBackend(),
      storagePrefix: 'bip122-test-dapp',
      timeouts: { connectTimeoutMs: 20_000, requestTimeoutMs: 10_000 },
      logger: quiet,
      logLevel: 'silent',
      // The phone: pairs with the URI the connector shows.
      onUri: (uri) => void wallet.pair(uri),
    })
    connector = walletConnect.connector
    bip122 = walletConnectBip122({
      getProvider: connector.getProvider,
      ensureSession: () => connector.ensureSession!(),
      disconnect: () => walletConnect.adapter.disconnect(connector),
      timeouts: { connectTimeoutMs: 20_000, requestTimeoutMs: 10_000 },
    })
  })

  afterAll(async () => {
    await bip122?.disconnect(connector).catch(() => {})
    await connector?.close()
    await closeSignClient(walletClient)
  })

  it('connects: the wallet approves bip122 with its payment address, and getAccountAddresses lists payment then ordinal', async () => {
    // The wallet announces the addresses after approval (bip122_addressesChanged); watch hears it.
    let announced: (accounts: string[]) => void = () => {}
    const heard = new Promise<string[]>((resolve) => {
      announced = resolve
    })
    const stop = bip122.watch(connector, { onAccountsChanged: announced, onNetworkChanged: () => {}, onDisconnect: () => {}, onError: () => {} })
    const connecting = bip122.connect(connector, regtest)
    const proposal = await waitForWallet(wallet, (state) => state.proposals[0], 'the connection card')
    expect(proposal.problem).toBeUndefined()
    expect(proposal.optional).toEqual([DEVNET_BITCOIN_CHAIN_ID])
    await wallet.approveProposal(proposal.id)
    expect(await connecting).toEqual({ accounts: [account.payment.address, account.ordinal.address], caipNetworkId: DEVNET_BITCOIN_CHAIN_ID })
    const session = (await connector.getProvider()).session
    expect(session?.namespaces.bip122?.accounts).toEqual([`${DEVNET_BITCOIN_CHAIN_ID}:${account.payment.address}`])
    expect(await heard).toEqual([account.payment.address, account.ordinal.address])
    stop()
    const addresses = await bip122.getAccountAddresses(DEVNET_BITCOIN_CHAIN_ID)
    expect(addresses).toEqual([
      { address: account.payment.address, publicKey: account.payment.publicKey, path: "m/84'/1'/0'/0/8", intention: 'payment' },
      { address: account.ordinal.address, publicKey: account.ordinal.publicKey, path: "m/86'/1'/0'/0/8", intention: 'ordinal' },
    ])
  })

  it('signs a message with BIP-322 once the person approves: base64 that bip322-js verifies', async () => {
    const message = 'Sign in to Berth with Bitcoin'
    const signing = bip122.signMessage(connector, { address: account.payment.address, message })
    const card = await nextWalletRequest(wallet, 'signMessage')
    expect(card.summary).toBe('Sign a message (BIP-322)')
    await wallet.approveRequest(card.id)
    const signature = await signing
    expect(Verifier.verifySignature(account.payment.address, message, signature)).toBe(true)
    // The ordinal address signs too (BIP-322 key path).
    const ordinal = bip122.signMessage(connector, { address: account.ordinal.address, message })
    await wallet.approveRequest((await nextWalletRequest(wallet, 'signMessage')).id)
    expect(Verifier.verifySignature(account.ordinal.address, message, await ordinal)).toBe(true)
  })

  it('a rejected signature is Signature declined (the wallet answers 4001), and nothing waits', async () => {
    const signing = bip122.signMessage(connector, { address: account.payment.address, message: 'No' })
    const card = await nextWalletRequest(wallet, 'signMessage')
    await wallet.rejectRequest(card.id)
    await expect(signing).rejects.toMatchObject({ shortMessage: 'Signature declined', cause: { code: 4001 } })
    expect(wallet.store.get().requests).toEqual([])
  })

  it('bad params are answered -32602 at once, without a card', async () => {
    const provider = await connector.getProvider()
    // (Reserved JSON-RPC codes reach the dapp with their standard message, "Invalid params".)
    const mainnetRecipient = { account: account.payment.address, recipientAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', amount: '100000' }
    await expect(provider.request({ method: 'sendTransfer', params: mainnetRecipient }, DEVNET_BITCOIN_CHAIN_ID)).rejects.toMatchObject({ code: -32602 })
    await expect(provider.request({ method: 'signMessage', params: { account: account.payment.address } }, DEVNET_BITCOIN_CHAIN_ID)).rejects.toMatchObject({
      code: -32602,
    })
    // An account outside the session: 4100 (unauthorized), also without a card.
    await expect(
      provider.request({ method: 'signMessage', params: { account: bitcoinAccountAt(2).payment.address, message: 'hi' } }, DEVNET_BITCOIN_CHAIN_ID),
    ).rejects.toMatchObject({ code: 4100 })
    expect(wallet.store.get().requests).toEqual([])
  })

  it('sendTransfer: the wallet builds, signs and broadcasts from its coins; the node accepts and mines it', async () => {
    const sending = bip122.sendTransfer({
      caipNetworkId: DEVNET_BITCOIN_CHAIN_ID,
      from: account.payment.address,
      recipient: account.payment.address,
      amount: 100_000n,
    })
    const card = await nextWalletRequest(wallet, 'sendTransfer')
    expect(card.summary).toBe(`Send 0.001 BTC to ${account.payment.address}`)
    await wallet.approveRequest(card.id)
    const txid = await sending
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = await esplora<{ vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_address?: string; value: number }[]; fee: number }>(
      `/tx/${txid}`,
    )
    expect(tx.vin.every((input) => input.prevout.scriptpubkey_address === account.payment.address)).toBe(true)
    expect(tx.vout.map((output) => output.value)).toContain(100_000)
    expect(tx.fee).toBeGreaterThan(0)
    let confirmed = false
    for (let tries = 0; tries < 100 && !confirmed; tries++) {
      confirmed = (await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed
      if (!confirmed) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(confirmed).toBe(true)
  })

  it('a rejected transfer is Transaction rejected, and sends nothing', async () => {
    type Stats = { chain_stats: { tx_count: number }; mempool_stats: { tx_count: number } }
    const count = async () => {
      const { chain_stats, mempool_stats } = await esplora<Stats>(`/address/${account.payment.address}`)
      return chain_stats.tx_count + mempool_stats.tx_count
    }
    const before = await count()
    const sending = bip122.sendTransfer({
      caipNetworkId: DEVNET_BITCOIN_CHAIN_ID,
      from: account.payment.address,
      recipient: account.payment.address,
      amount: 100_000n,
    })
    await wallet.rejectRequest((await nextWalletRequest(wallet, 'sendTransfer')).id)
    await expect(sending).rejects.toMatchObject({ shortMessage: 'Transaction rejected' })
    expect(await count()).toBe(before)
  })

  it('signPsbt with broadcast: the wallet signs the dapp’s PSBT, finalizes and broadcasts it; the node mines it', async () => {
    const [coin] = (await esplora<{ txid: string; vout: number; value: number }[]>(`/address/${account.payment.address}/utxo`)).sort(
      (a, b) => b.value - a.value,
    )
    expect(coin).toBeDefined()
    const psbt = new Psbt({ network: regtestNetwork })
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: account.payment.outputScript, value: BigInt(coin!.value) } })
    psbt.addOutput({ address: account.payment.address, value: BigInt(coin!.value) - 1_000n })
    const signing = bip122.signPsbt({
      caipNetworkId: DEVNET_BITCOIN_CHAIN_ID,
      account: account.payment.address,
      psbt: psbt.toBase64(),
      signInputs: [{ address: account.payment.address, index: 0 }],
      broadcast: true,
    })
    const card = await nextWalletRequest(wallet, 'signPsbt')
    expect(card.summary).toBe('Sign 1 of 1 inputs of a PSBT and broadcast it')
    await wallet.approveRequest(card.id)
    const { psbt: signed, txid } = await signing
    const tx = Psbt.fromBase64(signed, { network: regtestNetwork }).extractTransaction()
    expect(tx.getId()).toBe(txid)
    let confirmed = false
    for (let tries = 0; tries < 100 && !confirmed; tries++) {
      confirmed = (await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed
      if (!confirmed) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(confirmed).toBe(true)
  })
})
