// The client an app creates with EVM and Solana networks (`adapters: [solana()]`), against the
// devnet: the real Devnet Wallet over EIP-6963 on anvil for eip155 and a wallet-standard wallet over
// real devnet keypairs (keypairWallet) for solana. Connection per namespace and the rules between
// them, a reload, a send of SOL and USDC that moves the balances by exactly that, sign-in on solana,
// and each failure. Devnet Solana keypairs 4 (sender) and 6 (receiver) are used by no other suite.
import { DEVNET_MNEMONIC, deriveSolanaPrivateKey, devnetSolanaUsdc } from '@berth/devnet'
import { berthDevnet, berthDevnetL2, berthSolanaDevnet, DEVNET_SOLANA_RPC_URL } from '@berth/devnet/networks'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import {
  ConnectionRejectedError,
  ConnectorNotFoundError,
  createClient,
  FailedToConnectError,
  localSiwx,
  memoryBackend,
  selectActiveConnection,
  TransactionRejectedError,
  type Client,
  type Eip1193Provider,
  type Network,
  type StorageBackend,
} from '@berth/headless'
import { solana } from '@berth/headless/solana'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { keypairWallet, type KeypairWalletOptions } from '../support/keypairWallet'
import { pageTarget } from '../support/pageLike'

const SOL = 1_000_000_000n
const EVM = 'eip155:31337'
const SOLANA = berthSolanaDevnet.caipNetworkId
const networks: [Network, ...Network[]] = [berthDevnet, berthDevnetL2, berthSolanaDevnet]
const quiet = { warn: () => {}, error: () => {} }
const rpc = createSolanaRpc(DEVNET_SOLANA_RPC_URL)
const sol = { symbol: 'SOL', decimals: 9, chainId: SOLANA }
const usdc = { symbol: 'USDC', decimals: 6, chainId: SOLANA, address: devnetSolanaUsdc.address }

const devnetKeypair = (index: number) => createKeyPairSignerFromPrivateKeyBytes(deriveSolanaPrivateKey(DEVNET_MNEMONIC, index))
let sender: KeyPairSigner
let receiver: KeyPairSigner
beforeAll(async () => {
  ;[sender, receiver] = await Promise.all([devnetKeypair(4), devnetKeypair(6)])
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** The Devnet Wallet's EVM side, announced over EIP-6963, with every method the SDK asked of it. */
function evmWallet() {
  const wallet = createDevnetWallet({ autoApprove: true, storage: memoryStorage() })
  const calls: string[] = []
  const provider: Eip1193Provider = {
    request: (args) => {
      calls.push(args.method)
      return wallet.provider.request(args)
    },
    on: (event, listener) => wallet.provider.on(event, listener),
    removeListener: (event, listener) => wallet.provider.removeListener(event, listener),
  }
  const detail = Object.freeze({
    info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
    provider,
  })
  const announceOn = (target: EventTarget) =>
    target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  return { wallet, calls, announceOn }
}

let walletCount = 0
/** A wallet-standard Solana wallet over `signers`, registered on the page as an extension registers itself. */
async function solanaWallet(options: Partial<KeypairWalletOptions> = {}) {
  const signers = options.signers ?? [await generateKeyPairSigner()]
  const name = options.name ?? `Keypair Wallet ${++walletCount}`
  const wallet = keypairWallet({ rpcUrl: DEVNET_SOLANA_RPC_URL, chains: [SOLANA], ...options, name, signers })
  const unregister = getWallets().register(wallet)
  cleanups.push(unregister)
  return { wallet, unregister, signers, name, connectorId: `solana.${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`, address: signers[0]!.address as string }
}

type Setup = { evm: ReturnType<typeof evmWallet>; storage?: StorageBackend; withSolana?: boolean; siwx?: boolean }

/** The client as an app creates it, mounted on a page with the EVM wallet announced. */
function app({ evm, storage = memoryBackend(), withSolana = true, siwx = false }: Setup): Client {
  const target = pageTarget()
  evm.announceOn(target)
  const client = createClient({
    networks: withSolana ? networks : [berthDevnet, berthDevnetL2],
    ...(withSolana ? { adapters: [solana()] } : {}),
    window: target as never,
    storage,
    logger: quiet,
    ...(siwx ? { siwx: localSiwx({ statement: 'Sign in to the Berth example' }) } : {}),
  })
  cleanups.push(client.mount())
  return client
}

const state = (client: Client) => client.connection.store.get()
const activeNetwork = (client: Client) => client.network.store.get().activeCaipNetworkId
const connectorIds = (client: Client) => client.connectors.store.get().connectors.map((connector) => `${connector.chain}/${connector.id}`)

const solBalance = async (owner: string) => (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
async function usdcBalance(owner: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(devnetSolanaUsdc.address), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()
  return BigInt(value.amount)
}

describe('a client with EVM and Solana networks', () => {
  it('connects EVM then Solana: both stay connected, and the active namespace follows the last connect and the active network', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm })
    expect(connectorIds(client)).toEqual(expect.arrayContaining(['eip155/dev.berth.wallet', `solana/${phantom.connectorId}`]))

    await client.connection.connect('dev.berth.wallet')
    expect(state(client).activeNamespace).toBe('eip155')
    expect(activeNetwork(client)).toBe(EVM)

    const result = await client.connection.connect(phantom.connectorId)
    expect(result).toEqual({ connectorId: phantom.connectorId, accounts: [phantom.address], caipNetworkId: SOLANA })
    expect(state(client).activeNamespace).toBe('solana')
    expect(activeNetwork(client)).toBe(SOLANA)
    expect(state(client).byNamespace.eip155).toMatchObject({ status: 'connected', address: evm.wallet.selectedAccount() })
    expect(selectActiveConnection(state(client))).toMatchObject({ status: 'connected', address: phantom.address, caipAddress: `${SOLANA}:${phantom.address}` })
    expect(client.connection.activeConnector()?.chain).toBe('solana')
    expect(client.connection.activeConnector('eip155')?.id).toBe('dev.berth.wallet')
  })

  it('switching from EVM to the Solana cluster with no Solana account shows SwitchActiveChain; its button moves the app there, then a connect; back to EVM asks no wallet', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm })
    await client.connection.connect('dev.berth.wallet')

    await client.switchNetwork(SOLANA)
    expect(client.router.current()).toMatchObject({ view: 'SwitchActiveChain', params: { network: { caipNetworkId: SOLANA } } })
    expect(activeNetwork(client)).toBe(EVM)
    expect(state(client).activeNamespace).toBe('eip155')

    await client.switchActiveChain(SOLANA)
    expect(activeNetwork(client)).toBe(SOLANA)
    expect(state(client).activeNamespace).toBe('solana')
    expect(client.router.current()?.view).toBe('Connect')
    expect(selectActiveConnection(state(client)).status).toBe('disconnected')
    expect(state(client).byNamespace.eip155?.status).toBe('connected')

    await client.connection.connect(phantom.connectorId)
    expect(selectActiveConnection(state(client))).toMatchObject({ status: 'connected', address: phantom.address })
    expect(phantom.wallet.prompts).toEqual([{ method: 'standard:connect' }])

    const evmCalls = evm.calls.length
    await client.switchNetwork(EVM)
    expect(activeNetwork(client)).toBe(EVM)
    expect(state(client).activeNamespace).toBe('eip155')
    expect(selectActiveConnection(state(client)).address).toBe(evm.wallet.selectedAccount())
    // The EVM wallet is on 31337 already: nothing is asked of either wallet.
    expect(evm.calls.slice(evmCalls)).toEqual([])
    expect(phantom.wallet.prompts).toHaveLength(1)

    // Both connected: to the cluster and back again without a prompt or a SwitchActiveChain.
    await client.switchNetwork(SOLANA)
    expect(activeNetwork(client)).toBe(SOLANA)
    expect(client.router.current()?.view).not.toBe('SwitchActiveChain')
    expect(selectActiveConnection(state(client)).address).toBe(phantom.address)
  })

  it('switching between the EVM chains while Solana is connected asks the EVM wallet only', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm })
    await client.connection.connect(phantom.connectorId)
    await client.connection.connect('dev.berth.wallet')
    await client.switchNetwork('eip155:31338')
    expect(activeNetwork(client)).toBe('eip155:31338')
    expect(evm.wallet.state().chainId).toBe(31338)
    expect(state(client).byNamespace.solana).toMatchObject({ status: 'connected', caipAddress: `${SOLANA}:${phantom.address}` })
    expect(phantom.wallet.prompts).toHaveLength(1)
  })

  it('a reload (a new client over the same storage) restores both namespaces without a prompt, the newest connection active', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const storage = memoryBackend()
    const first = app({ evm, storage })
    await first.connection.connect('dev.berth.wallet')
    await first.connection.connect(phantom.connectorId)
    const evmCalls = evm.calls.length

    const reloaded = app({ evm, storage })
    // Before reconnect settles the page already shows both accounts, restoring.
    expect(state(reloaded)).toMatchObject({ reconnecting: true, activeNamespace: 'solana' })
    await reloaded.connection.reconnect()
    expect(state(reloaded).reconnecting).toBe(false)
    expect(state(reloaded).activeNamespace).toBe('solana')
    expect(activeNetwork(reloaded)).toBe(SOLANA)
    expect(state(reloaded).byNamespace.solana).toMatchObject({ status: 'connected', address: phantom.address, connectorId: phantom.connectorId })
    expect(state(reloaded).byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: evm.wallet.selectedAccount(),
      caipAddress: `${EVM}:${evm.wallet.selectedAccount()}`,
    })
    expect(phantom.wallet.prompts).toEqual([{ method: 'standard:connect' }])
    expect(evm.calls.slice(evmCalls)).not.toContain('eth_requestAccounts')
  })

  it('a reload after the wallet forgot the site (its silent connect gives no account) restores the other namespace only, and forgets the stale one', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const storage = memoryBackend()
    const first = app({ evm, storage })
    await first.connection.connect('dev.berth.wallet')
    await first.connection.connect(phantom.connectorId)
    // The browser restarted and the extension forgot the site: the same wallet registers, unauthorised.
    phantom.unregister()
    const restarted = await solanaWallet({ name: phantom.name, signers: phantom.signers })

    const reloaded = app({ evm, storage })
    expect(state(reloaded).byNamespace.solana?.status).toBe('connecting')
    await reloaded.connection.reconnect()
    expect(state(reloaded).byNamespace.solana).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(state(reloaded).byNamespace.eip155?.status).toBe('connected')
    expect(state(reloaded).activeNamespace).toBe('eip155')
    expect(activeNetwork(reloaded)).toBe(EVM)
    expect(restarted.wallet.prompts).toEqual([])

    const again = app({ evm, storage })
    expect(state(again).byNamespace.solana).toBeUndefined()
    expect(state(again).byNamespace.eip155?.status).toBe('connecting')
  })

  it('disconnecting the active namespace moves the app to the other connection and its network', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm })
    await client.connection.connect('dev.berth.wallet')
    await client.switchNetwork('eip155:31338')
    await client.connection.connect(phantom.connectorId)
    client.modal.open()

    await client.connection.disconnect()
    expect(state(client).byNamespace.solana?.status).toBe('disconnected')
    expect(activeNetwork(client)).toBe('eip155:31338')
    expect(state(client).activeNamespace).toBe('eip155')
    expect(selectActiveConnection(state(client))).toMatchObject({ status: 'connected', address: evm.wallet.selectedAccount() })
    expect(client.modal.store.get().open).toBe(false)

    // The last one: back to the default network, nothing connected.
    await client.connection.disconnect()
    expect(activeNetwork(client)).toBe(EVM)
    expect(selectActiveConnection(state(client)).status).toBe('disconnected')
  })

  it("follows the Solana wallet's account change, and its disconnect moves the app to the EVM connection", async () => {
    const evm = evmWallet()
    const [first, second] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    const phantom = await solanaWallet({ signers: [first] })
    const client = app({ evm })
    await client.connection.connect('dev.berth.wallet')
    await client.connection.connect(phantom.connectorId)

    phantom.wallet.changeAccounts([second])
    expect(selectActiveConnection(state(client))).toMatchObject({ status: 'connected', address: second.address, caipAddress: `${SOLANA}:${second.address}` })
    expect(state(client).byNamespace.eip155?.address).toBe(evm.wallet.selectedAccount())

    phantom.wallet.changeAccounts([])
    expect(state(client).byNamespace.solana?.status).toBe('disconnected')
    expect(state(client).activeNamespace).toBe('eip155')
    expect(activeNetwork(client)).toBe(EVM)
    expect(selectActiveConnection(state(client)).status).toBe('connected')
  })

  it('sends 0.5 SOL and 2 USDC through client.send, and the balances move by exactly that (and the fees the previews showed)', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet({ signers: [sender] })
    const client = app({ evm })
    await client.connection.connect(phantom.connectorId)
    const before = {
      senderSol: await solBalance(sender.address),
      receiverSol: await solBalance(receiver.address),
      senderUsdc: await usdcBalance(sender.address),
      receiverUsdc: await usdcBalance(receiver.address),
    }

    const solPreview = await client.send.previewSend({ token: sol, amount: '0.5', receiverAddress: receiver.address })
    expect(solPreview).toMatchObject({ chainNamespace: 'solana', from: sender.address, receiver: receiver.address, value: SOL / 2n, feeSymbol: 'SOL' })
    const sentSol = await client.send.send({ token: sol, amount: '0.5', receiverAddress: receiver.address })
    expect(sentSol).toMatchObject({ from: sender.address, receiver: receiver.address, caipNetworkId: SOLANA, value: SOL / 2n })
    expect(sentSol.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await sentSol.receipt

    const usdcPreview = await client.send.previewSend({ token: usdc, amount: '2', receiverAddress: receiver.address })
    expect(usdcPreview).toMatchObject({ chainNamespace: 'solana', value: 2_000_000n, createsTokenAccount: false, rent: 0n })
    const sentUsdc = await client.send.send({ token: usdc, amount: '2', receiverAddress: receiver.address })
    await sentUsdc.receipt

    expect(await solBalance(receiver.address)).toBe(before.receiverSol + SOL / 2n)
    expect(await solBalance(sender.address)).toBe(before.senderSol - SOL / 2n - solPreview.fee - usdcPreview.fee)
    expect(await usdcBalance(receiver.address)).toBe(before.receiverUsdc + 2_000_000n)
    expect(await usdcBalance(sender.address)).toBe(before.senderUsdc - 2_000_000n)
    expect(client.send.store.get()).toMatchObject({ loading: false, token: undefined, sendTokenAmount: undefined })
    // The wallet was asked once to connect and once per transfer.
    expect(phantom.wallet.prompts.map((prompt) => prompt.method)).toEqual([
      'standard:connect',
      'solana:signAndSendTransaction',
      'solana:signAndSendTransaction',
    ])
    // The native balance reads through the namespace's adapter.
    expect((await client.account.balance({ address: receiver.address, caipNetworkId: SOLANA })).value).toBe(await solBalance(receiver.address))
  })

  it('a send the wallet rejects is TransactionRejectedError; nothing moves and the form is kept', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet({ signers: [sender] })
    const client = app({ evm })
    await client.connection.connect(phantom.connectorId)
    phantom.wallet.setApprove((request) => !request.method.startsWith('solana:sign'))
    const before = await solBalance(sender.address)
    client.send.setTokenAmount('0.25')
    client.send.setToken(sol)
    client.send.setReceiverAddress(receiver.address)

    const sending = client.send.send()
    await expect(sending).rejects.toBeInstanceOf(TransactionRejectedError)
    await expect(sending).rejects.toThrow('Transaction rejected')
    expect(await solBalance(sender.address)).toBe(before)
    expect(client.send.store.get()).toMatchObject({ loading: false, sendTokenAmount: '0.25', receiverAddress: receiver.address })
    expect(selectActiveConnection(state(client)).status).toBe('connected')
  })

  it('signs in on Solana with localSiwx through the wallet’s solana:signIn', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm, siwx: true })
    await client.connection.connect(phantom.connectorId)
    const session = await client.siwx!.signIn()
    expect(phantom.wallet.prompts.map((prompt) => prompt.method)).toEqual(['standard:connect', 'solana:signIn'])
    expect(session.data).toMatchObject({ accountAddress: phantom.address, chainId: SOLANA, domain: '127.0.0.1:5173' })
    expect(session.message).toContain(`127.0.0.1:5173 wants you to sign in with your Solana account:\n${phantom.address}`)
    expect(client.siwx!.store.get()).toMatchObject({ status: 'signed-in', sessions: [session] })
  })

  it('signs in on Solana with localSiwx through signMessage when the wallet has no solana:signIn', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet({ features: ['signMessage', 'signTransaction', 'signAndSendTransaction', 'disconnect'] })
    const client = app({ evm, siwx: true })
    await client.connection.connect(phantom.connectorId)
    const session = await client.siwx!.signIn()
    expect(phantom.wallet.prompts.map((prompt) => prompt.method)).toEqual(['standard:connect', 'solana:signMessage'])
    expect(session.message).toContain(`wants you to sign in with your Solana account:\n${phantom.address}`)
    expect(client.siwx!.store.get().status).toBe('signed-in')
  })

  it('a declined Solana sign-in keeps no session', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm, siwx: true })
    await client.connection.connect(phantom.connectorId)
    phantom.wallet.setApprove(() => false)
    await expect(client.siwx!.signIn()).rejects.toThrow('Signature declined')
    expect(client.siwx!.store.get()).toMatchObject({ status: 'error', sessions: [] })
  })
})

describe('a Solana connect that fails', () => {
  it('a wallet that throws from connect is FailedToConnectError, and nothing is left connecting', async () => {
    const evm = evmWallet()
    const broken = await solanaWallet({
      approve: () => {
        throw new Error('extension crashed')
      },
    })
    const client = app({ evm })
    await client.connection.connect('dev.berth.wallet')
    await expect(client.connection.connect(broken.connectorId)).rejects.toBeInstanceOf(FailedToConnectError)
    expect(state(client).byNamespace.solana).toMatchObject({ status: 'disconnected', error: { shortMessage: 'Failed to connect' } })
    // The EVM connection and the app's network are as they were.
    expect(state(client).activeNamespace).toBe('eip155')
    expect(activeNetwork(client)).toBe(EVM)
    expect(selectActiveConnection(state(client)).status).toBe('connected')
  })

  it('a rejected connect is ConnectionRejectedError, clears connecting, and a second try connects', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet({ approve: () => false })
    const client = app({ evm })
    await client.switchActiveChain(SOLANA)
    const connecting = client.connection.connect(phantom.connectorId)
    expect(state(client).byNamespace.solana?.status).toBe('connecting')
    await expect(connecting).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(state(client).byNamespace.solana).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(client.connection.activeConnector()).toBeUndefined()

    phantom.wallet.setApprove(() => true)
    await client.connection.connect(phantom.connectorId)
    expect(selectActiveConnection(state(client))).toMatchObject({ status: 'connected', address: phantom.address })
  })

  it('an EVM-only client (no adapters option) lists no Solana wallet and cannot connect one', async () => {
    const evm = evmWallet()
    const phantom = await solanaWallet()
    const client = app({ evm, withSolana: false })
    await client.connection.connect('dev.berth.wallet')
    expect(client.adapters.solana).toBeUndefined()
    expect(connectorIds(client)).toEqual(['eip155/dev.berth.wallet'])
    await expect(client.connection.connect(phantom.connectorId)).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it("with solana() but no Solana network, a Solana wallet's connect says the connector supports none of the app's chains and asks nothing", async () => {
    const evm = evmWallet()
    let asked = 0
    const phantom = await solanaWallet({
      approve: () => {
        asked += 1
        return true
      },
    })
    const target = pageTarget()
    evm.announceOn(target)
    const client = createClient({
      networks: [berthDevnet, berthDevnetL2],
      adapters: [solana()],
      window: target as never,
      storage: memoryBackend(),
      logger: quiet,
    })
    cleanups.push(client.mount())
    await vi.waitFor(() => expect(connectorIds(client)).toContain(`solana/${phantom.connectorId}`))
    const refused = client.connection.connect(phantom.connectorId)
    await expect(refused).rejects.toMatchObject({ shortMessage: 'The connector does not support any of the requested chains' })
    expect(asked).toBe(0)
    expect(state(client).byNamespace.solana).toMatchObject({ status: 'disconnected', accounts: [] })
  })
})
