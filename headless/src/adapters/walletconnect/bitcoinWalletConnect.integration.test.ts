// Bitcoin over WalletConnect through the CLIENT: createClient with bitcoin() and walletConnect()
// (the real UniversalProvider) on Berth Bitcoin Regtest, and the Devnet Mobile Wallet's own request
// handling (createMobileWallet, in Node, with the real sign-client) on the other end of the shared
// devnet's relay. The visitor connects WalletConnect's bip122 side (walletConnect.bip122), signs a
// message with BIP-322 and sends 0.001 BTC with client.send: Berth's PSBT, signed by the wallet
// without broadcast, checked, broadcast through the devnet's Esplora API and mined. The wallet uses
// Bitcoin payment index 9 (m/84'/1'/0'/0/9), which no other test spends from.
import { Verifier } from 'bip322-js'
import { regtest as regtestParams } from 'bitcoinjs-lib/src/networks'
import { p2wpkh } from 'bitcoinjs-lib/src/payments/p2wpkh'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { bitcoinAccountAt } from '../../../../devnet/mobile-wallet/src/bitcoinKeys.js'
import { createMobileWallet, type MobileWallet } from '../../../../devnet/mobile-wallet/src/mobileWallet.js'
import { berthBitcoinRegtest } from '../../../../devnet/src/networks.js'
import { closeSignClient, startSignClient, type TestSignClient } from '../../../../tests/support/signClient.js'
import { type Client, createClient } from '../../client.js'
import { memoryBackend } from '../../storage/backends.js'
import { bitcoin } from '../bip122/bitcoin.js'
import { WALLET_CONNECT_BIP122_CONNECTOR_ID } from '../bip122/walletConnectSide.js'
import type { WalletConnectConnector } from './createWalletConnect.js'
import { walletConnect } from './walletConnect.js'
import { nextWalletRequest, waitForWallet } from '../../../../devnet/mobile-wallet/src/waitForWallet.js'

const INDEX = 9
const account = bitcoinAccountAt(INDEX)
const relayUrl = inject('devnetRelayUrl')
const network = berthBitcoinRegtest
const esploraUrl = network.rpcUrls.default.http[0]
const btc = { symbol: 'BTC', decimals: 8, chainId: network.caipNetworkId }
const quiet = { warn: () => {}, error: () => {} }

async function esplora<T>(path: string): Promise<T> {
  const response = await fetch(`${esploraUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

describe('bip122 over WalletConnect through the client: Devnet Mobile Wallet on Berth Bitcoin Regtest', () => {
  let walletClient: TestSignClient | undefined
  let wallet: MobileWallet
  let client: Client
  let unmount: () => void = () => {}

  beforeAll(async () => {
    wallet = createMobileWallet({
      relayUrl,
      accountIndex: INDEX,
      storage: undefined,
      createClient: async () => {
        walletClient = await startSignClient({ relayUrl, storagePrefix: 'bip122-client-test-wallet', name: 'Devnet Mobile Wallet' })
        return walletClient
      },
      bitcoin: { esploraUrl },
    })
    await wallet.start()
    client = createClient({
      networks: [network],
      adapters: [bitcoin()],
      defaultNetwork: network,
      walletConnect: walletConnect({
        relayUrl,
        projectId: 'berth-devnet',
        storagePrefix: 'bip122-client-test-dapp',
        logLevel: 'silent',
        // The phone: pairs with the URI the QR code shows.
        onUri: (uri) => void wallet.pair(uri),
      }),
      window: new EventTarget() as never,
      storage: memoryBackend(),
      logger: quiet,
      connectTimeoutMs: 30_000,
    })
    unmount = client.mount()
  })

  afterAll(async () => {
    unmount()
    await (client?.connectors.get('walletConnect') as WalletConnectConnector | undefined)?.close()
    await closeSignClient(walletClient)
  })

  it('connects WalletConnect on Bitcoin: the wallet approves bip122, client.connection shows the payment address, then the ordinal one', async () => {
    await vi.waitFor(() => expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toBeDefined())
    const connecting = client.connection.connect(WALLET_CONNECT_BIP122_CONNECTOR_ID)
    const proposal = await waitForWallet(wallet, (state) => state.proposals[0], 'the connection card')
    expect(proposal.problem).toBeUndefined()
    expect(proposal.optional).toEqual([network.caipNetworkId])
    await wallet.approveProposal(proposal.id)
    await expect(connecting).resolves.toMatchObject({ accounts: [account.payment.address, account.ordinal.address], caipNetworkId: network.caipNetworkId })
    const { activeNamespace, byNamespace } = client.connection.store.get()
    expect(activeNamespace).toBe('bip122')
    expect(byNamespace.bip122).toMatchObject({
      status: 'connected',
      connectorId: WALLET_CONNECT_BIP122_CONNECTOR_ID,
      address: account.payment.address,
      caipAddress: `${network.caipNetworkId}:${account.payment.address}`,
      accountDetails: [
        { address: account.payment.address, type: 'payment', publicKey: account.payment.publicKey, path: "m/84'/1'/0'/0/9" },
        { address: account.ordinal.address, type: 'ordinal', publicKey: account.ordinal.publicKey, path: "m/86'/1'/0'/0/9" },
      ],
    })
  })

  it('signs a message with BIP-322 once the person approves: base64 that bip322-js verifies', async () => {
    const message = 'Sign in to Berth with Bitcoin over WalletConnect'
    const signing = client.connection.signMessage({ message })
    const card = await nextWalletRequest(wallet, 'signMessage')
    expect(card.summary).toBe('Sign a message (BIP-322)')
    await wallet.approveRequest(card.id)
    const signature = await signing
    expect(Verifier.verifySignature(account.payment.address, message, signature)).toBe(true)
  })

  it('sends 0.001 BTC with client.send: the wallet signs Berth’s PSBT without broadcasting, Berth checks and broadcasts it, and it is mined', async () => {
    // A receiver no devnet key owns (P2WPKH: the devnet's bcoin relays no P2TR output), new each run.
    const receiver = p2wpkh({ hash: crypto.getRandomValues(new Uint8Array(20)), network: regtestParams }).address!
    const before = await client.adapters.bip122!.getBalance(network, receiver)
    const preview = await client.send.previewSend({ token: btc, amount: '0.001', receiverAddress: receiver })
    expect(preview).toMatchObject({ chainNamespace: 'bip122', from: account.payment.address, receiver, value: 100_000n })
    const sending = client.send.send({ token: btc, amount: '0.001', receiverAddress: receiver })
    const card = await nextWalletRequest(wallet, 'signPsbt')
    // Berth broadcasts: the wallet is asked to sign only.
    expect(card.summary).toMatch(/^Sign \d+ of \d+ inputs of a PSBT$/)
    await wallet.approveRequest(card.id)
    const sent = await sending
    expect(sent.hash).toMatch(/^[0-9a-f]{64}$/)
    await sent.receipt
    expect((await esplora<{ confirmed: boolean }>(`/tx/${sent.hash}/status`)).confirmed).toBe(true)
    const tx = await esplora<{ vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_address?: string; value: number }[] }>(
      `/tx/${sent.hash}`,
    )
    expect(tx.vin.every((input) => input.prevout.scriptpubkey_address === account.payment.address)).toBe(true)
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: receiver, value: 100_000 }))
    await vi.waitFor(() => expect(client.alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent 0.001 BTC' }))
    expect((await client.adapters.bip122!.getBalance(network, receiver)).value).toBe(before.value + 100_000n)
  })

  it('disconnecting on Bitcoin ends the WalletConnect session: the wallet no longer lists it', async () => {
    expect(wallet.store.get().sessions).toHaveLength(1)
    await client.connection.disconnect('bip122')
    expect(client.connection.store.get().byNamespace.bip122?.status).toBe('disconnected')
    await waitForWallet(wallet, (state) => (state.sessions.length === 0 ? true : undefined), 'the session gone from the wallet')
  })
})
