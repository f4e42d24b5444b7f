// The Solana adapter (@berth/headless/solana) against Berth Solana Devnet, through a wallet-standard
// wallet over real devnet keypairs (keypairWallet): connect, balances, SOL and USDC sends that move
// balances by exactly the amount (and the fee and rent the preview showed), signing, and each way a
// send fails. Devnet keypairs 2 (sender) and 3 (receiver) are used by no other suite.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_MNEMONIC, deriveSolanaPrivateKey, devnetSolanaUsdc } from '@berth/devnet'
import { berthSolanaDevnet, DEVNET_SOLANA_RPC_URL } from '@berth/devnet/networks'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  RpcRequestError,
  SignatureDeclinedError,
  type Network,
  type SolanaSendPreview,
  type WalletStandardConnector,
} from '@berth/headless'
import { BlockhashExpiredError, canSignIn, InsufficientFundsError, solana, TransactionRefusedError } from '@berth/headless/solana'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getSignatureFromTransaction,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  verifySignature,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keypairWallet, type KeypairWalletOptions } from '../support/keypairWallet'

const SOL = 1_000_000_000n
const network = berthSolanaDevnet satisfies Network
const rpc = createSolanaRpc(DEVNET_SOLANA_RPC_URL)
const usdc = { symbol: 'USDC', decimals: 6, chainId: network.caipNetworkId, address: devnetSolanaUsdc.address }
const sol = { symbol: 'SOL', decimals: 9, chainId: network.caipNetworkId }
const timeouts = { connectTimeoutMs: 10_000, requestTimeoutMs: 5_000 }
const quiet = { warn: () => {}, error: () => {} }
const { adapter, discover } = solana().setup({ networks: [network], timeouts, logger: quiet })

const devnetKeypair = (index: number) => createKeyPairSignerFromPrivateKeyBytes(deriveSolanaPrivateKey(DEVNET_MNEMONIC, index))
let sender: KeyPairSigner
let receiver: KeyPairSigner
beforeAll(async () => {
  ;[sender, receiver] = await Promise.all([devnetKeypair(2), devnetKeypair(3)])
})

const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

let walletCount = 0
/** Registers a keypair wallet and returns it with the connector discovery made of it. */
function registered(options: Partial<KeypairWalletOptions> & { signers: readonly KeyPairSigner[] }) {
  const wallet = keypairWallet({ name: `Keypair Wallet ${++walletCount}`, rpcUrl: DEVNET_SOLANA_RPC_URL, chains: [network.caipNetworkId], ...options })
  unregisters.push(getWallets().register(wallet))
  let connectors: WalletStandardConnector[] = []
  const stop = discover(undefined as unknown as Window, (list) => (connectors = list as WalletStandardConnector[]))
  stop()
  const connector = connectors.find((candidate) => candidate.name === wallet.name)
  if (!connector) throw new Error(`${wallet.name} was not discovered`)
  return { wallet, connector }
}

const solBalance = async (owner: string) => (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
async function usdcBalance(owner: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(devnetSolanaUsdc.address), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc
    .getTokenAccountBalance(ata, { commitment: 'confirmed' })
    .send()
    .catch(() => ({ value: { amount: '0' } }))
  return BigInt(value.amount)
}
const transferRequest = (from: string, to: string, token: typeof sol | typeof usdc, value: bigint) => ({
  network,
  from,
  receiver: to,
  token,
  value,
  contract: 'address' in token ? token.address : undefined,
  options: {},
  timeouts,
})
async function devnetCall(method: string, params: unknown[]) {
  const response = await fetch(DEVNET_SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.json()
}
async function funded(lamportsWanted: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await rpc.requestAirdrop(signer.address, lamports(lamportsWanted)).send()
  for (let tries = 0; tries < 50 && (await solBalance(signer.address)) < lamportsWanted; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
  return signer
}

describe('Solana adapter: connecting', () => {
  it('connects with a prompt, reconnects without one, and reports the app’s cluster', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    expect(await adapter.reconnect(connector, network)).toBeUndefined()
    expect(wallet.prompts).toEqual([])
    expect(await adapter.connect(connector, network)).toEqual({ accounts: [sender.address], caipNetworkId: network.caipNetworkId })
    expect(await adapter.reconnect(connector, network)).toEqual({ accounts: [sender.address], caipNetworkId: network.caipNetworkId })
    expect(wallet.prompts.map(({ method }) => method)).toEqual(['standard:connect'])
  })

  it('follows the wallet’s account changes, and none as a disconnect', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    const seen: string[] = []
    const stop = adapter.watch(connector, {
      onAccountsChanged: (accounts) => seen.push(`accounts ${accounts.join(',')}`),
      onNetworkChanged: (id) => seen.push(`network ${id}`),
      onDisconnect: () => seen.push('disconnect'),
      onError: (error) => seen.push(`error ${String(error)}`),
    })
    wallet.changeAccounts([receiver])
    wallet.changeAccounts([])
    stop()
    wallet.changeAccounts([sender])
    expect(seen).toEqual([`accounts ${receiver.address}`, 'disconnect'])
  })

  it('says ConnectionRejectedError when the user refuses, and stays unconnected', async () => {
    const { connector } = registered({ signers: [sender], approve: () => false })
    const error = await adapter.connect(connector, network).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toMatchObject({ shortMessage: 'Connection rejected', code: 4001 })
    expect(await adapter.reconnect(connector, network)).toBeUndefined()
  })

  it('says FailedToConnectError when the wallet throws from connect', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    ;(wallet.features['standard:connect'] as { connect: () => Promise<never> }).connect = async () => {
      throw new Error('extension crashed')
    }
    await expect(adapter.connect(connector, network)).rejects.toMatchObject({ name: 'FailedToConnectError', details: 'extension crashed' })
    await expect(adapter.connect(connector, network)).rejects.toBeInstanceOf(FailedToConnectError)
  })

  it('disconnects through standard:disconnect', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    await adapter.disconnect(connector)
    expect(wallet.accounts).toEqual([])
    expect(await adapter.reconnect(connector, network)).toBeUndefined()
  })
})

describe('Solana adapter: reading and signing', () => {
  it('reads the SOL balance from the cluster', async () => {
    expect(await adapter.getBalance(network, sender.address)).toEqual({ value: await solBalance(sender.address), decimals: 9, symbol: 'SOL' })
  })

  it('signs a message with ed25519, the signature in base58, verified against the address', async () => {
    const { connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    const signature = await adapter.signMessage(connector, { address: sender.address, message: 'Hello from Berth ✓' })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    const key = await getPublicKeyFromAddress(sender.address)
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode('Hello from Berth ✓'))).toBe(true)
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode('Hello from Berth'))).toBe(false)
  })

  it('says SignatureDeclinedError when the user refuses to sign', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    wallet.setApprove(() => false)
    await expect(adapter.signMessage(connector, { address: sender.address, message: 'no' })).rejects.toBeInstanceOf(SignatureDeclinedError)
  })

  it('signs in through solana:signIn and returns the exact text signed', async () => {
    const { connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    expect(canSignIn(connector)).toBe(true)
    const output = await adapter.signIn!(connector, {
      address: sender.address,
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      chainId: network.caipNetworkId,
      nonce: 'abcdef12',
      issuedAt: '2026-11-23T10:00:00.000Z',
      statement: 'Sign in to Example',
    })
    expect(output.address).toBe(sender.address)
    expect(output.message).toContain('app.example wants you to sign in with your Solana account:')
    expect(output.message).toContain('Nonce: abcdef12')
    const key = await getPublicKeyFromAddress(sender.address)
    expect(await verifySignature(key, new Uint8Array(getBase58Encoder().encode(output.signature)) as never, new TextEncoder().encode(output.message))).toBe(
      true,
    )
  })
})

describe('Solana adapter: sending', () => {
  it('sends 0.5 SOL (the wallet sends itself): the receiver gets exactly 0.5, the sender pays it and the previewed fee', async () => {
    const { connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    const [senderBefore, receiverBefore] = await Promise.all([solBalance(sender.address), solBalance(receiver.address)])
    const transfer = await adapter.loadTransfer()
    const prepared = await transfer.prepare(transferRequest(sender.address, receiver.address, sol, SOL / 2n))
    expect(prepared.preview).toMatchObject({
      from: sender.address,
      receiver: receiver.address,
      value: SOL / 2n,
      fee: 5000n,
      feeFormatted: '0.000005',
      feeSymbol: 'SOL',
    })
    const { hash, confirm } = await prepared.submit(connector)
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await confirm()).blockNumber).toBeGreaterThan(0n)
    expect(await solBalance(receiver.address)).toBe(receiverBefore + SOL / 2n)
    expect(await solBalance(sender.address)).toBe(senderBefore - SOL / 2n - prepared.preview.fee)
  })

  it('sends 2 USDC with transferChecked (the wallet only signs, Berth sends): token balances move by exactly 2', async () => {
    const { wallet, connector } = registered({ signers: [sender], features: ['signTransaction', 'signMessage'] })
    await adapter.connect(connector, network)
    const [usdcBefore, receiverUsdcBefore, solBefore] = await Promise.all([
      usdcBalance(sender.address),
      usdcBalance(receiver.address),
      solBalance(sender.address),
    ])
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(sender.address, receiver.address, usdc, 2_000_000n))
    expect(prepared.preview).toMatchObject({ rent: 0n, createsTokenAccount: false, fee: 5000n })
    await (await prepared.submit(connector)).confirm()
    expect(wallet.prompts.map(({ method }) => method)).toEqual(['standard:connect', 'solana:signTransaction'])
    expect(await usdcBalance(sender.address)).toBe(usdcBefore - 2_000_000n)
    expect(await usdcBalance(receiver.address)).toBe(receiverUsdcBefore + 2_000_000n)
    expect(await solBalance(sender.address)).toBe(solBefore - 5000n)
  })

  it('sends 2 USDC to an address without a token account, creating it for the rent the preview showed', async () => {
    const { connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    const fresh = await generateKeyPairSigner()
    const solBefore = await solBalance(sender.address)
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(sender.address, fresh.address, usdc, 2_000_000n))
    const preview = prepared.preview as SolanaSendPreview
    expect(preview).toMatchObject({ createsTokenAccount: true, rent: 2_039_280n })
    await (await prepared.submit(connector)).confirm()
    expect(await usdcBalance(fresh.address)).toBe(2_000_000n)
    expect(await solBalance(sender.address)).toBe(solBefore - preview.fee - preview.rent)
  })

  it('says TransactionRejectedError when the user refuses the send, and nothing moves', async () => {
    const { wallet, connector } = registered({ signers: [sender] })
    await adapter.connect(connector, network)
    const before = await solBalance(sender.address)
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(sender.address, receiver.address, sol, SOL / 2n))
    wallet.setApprove(() => false)
    await expect(prepared.submit(connector)).rejects.toMatchObject({ name: 'TransactionRejectedError', shortMessage: 'Transaction rejected', code: 4001 })
    expect(await solBalance(sender.address)).toBe(before)
  })

  it('refuses more than the balance before the wallet is asked: SOL, USDC, and SOL short of the fee', async () => {
    const poor = await funded(SOL / 100n)
    const transfer = await adapter.loadTransfer()
    await expect(transfer.prepare(transferRequest(poor.address, receiver.address, sol, SOL))).rejects.toMatchObject({
      name: 'InvalidSendError',
      reason: 'amount-above-balance',
      shortMessage: 'Insufficient SOL balance',
    })
    await expect(transfer.prepare(transferRequest(poor.address, receiver.address, usdc, 1n))).rejects.toMatchObject({
      reason: 'amount-above-balance',
      shortMessage: 'Insufficient USDC balance',
    })
    await expect(transfer.prepare(transferRequest(poor.address, receiver.address, sol, SOL / 100n))).rejects.toMatchObject({
      reason: 'fee-above-balance',
      shortMessage: 'Insufficient SOL for the amount and the network fee',
    })
    await expect(transfer.prepare(transferRequest(poor.address, receiver.address, sol, SOL / 100n - 5000n - 1n))).rejects.toMatchObject({
      reason: 'fee-above-balance',
      shortMessage: 'Insufficient SOL: the account must keep at least 0.00089088 SOL for rent',
    })
    const fresh = await generateKeyPairSigner()
    await expect(transfer.prepare(transferRequest(poor.address, fresh.address, sol, 1000n))).rejects.toMatchObject({ name: 'TransferWouldFailError' })
  })

  it('says InsufficientFundsError when the cluster refuses for want of SOL', async () => {
    const poor = await funded(SOL / 100n)
    const { connector } = registered({ signers: [poor], features: ['signTransaction'] })
    await adapter.connect(connector, network)
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(poor.address, receiver.address, sol, SOL / 200n))
    // Spent elsewhere between the preview and the confirmation: only 0.001 SOL is left.
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const drain = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(poor, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstructions(
            [getTransferSolInstruction({ source: poor, destination: receiver.address, amount: SOL / 100n - 5000n - 1_000_000n })],
            m,
          ),
      ),
    )
    await rpc.sendTransaction(getBase64EncodedWireTransaction(drain), { encoding: 'base64' }).send()
    expect(getSignatureFromTransaction(drain)).toBeTruthy()
    const error = await prepared.submit(connector).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ shortMessage: 'Insufficient funds' })
  })

  it("refuses the same transfer sent twice with the cluster's words, and moves the funds once", async () => {
    const { connector } = registered({ signers: [sender], features: ['signTransaction'] })
    await adapter.connect(connector, network)
    const before = await solBalance(receiver.address)
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(sender.address, receiver.address, sol, SOL / 16n + 3n))
    await (await prepared.submit(connector)).confirm()
    const error = await prepared.submit(connector).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error).toMatchObject({ shortMessage: 'Transaction refused by the cluster', clusterMessage: expect.stringMatching(/already been processed/i) })
    expect(await solBalance(receiver.address)).toBe(before + SOL / 16n + 3n)
  })

  it('says BlockhashExpiredError when the blockhash expired before the transaction reached the cluster', async () => {
    const { connector } = registered({ signers: [sender], features: ['signTransaction'] })
    await adapter.connect(connector, network)
    const before = await solBalance(sender.address)
    // An amount no other test sends: under the same blockhash the same transfer is the same
    // transaction, which the cluster refuses as already processed rather than expired.
    const prepared = await (await adapter.loadTransfer()).prepare(transferRequest(sender.address, receiver.address, sol, SOL / 8n + 7n))
    await devnetCall('devnet_advanceSlots', [200])
    const error = await prepared.submit(connector).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(BlockhashExpiredError)
    expect(error).toMatchObject({ shortMessage: 'Transaction expired' })
    expect(await solBalance(sender.address)).toBe(before)
  })
})

describe('Solana adapter: a node that answers the wrong shape', () => {
  it('says RpcRequestError for a balance that is not a number and an answer that is not JSON-RPC', async () => {
    const answers = [{ result: { context: { slot: 1 }, value: 'lots' } }, { result: null }, 'not json']
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const answer = answers.shift()
        const id = (JSON.parse(body) as { id: unknown }).id
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(typeof answer === 'string' ? answer : JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const broken = { ...network, rpcUrls: { default: { http: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`] } } }
      for (let call = 0; call < 3; call++) {
        const error = await adapter.getBalance(broken, sender.address).catch((reason: unknown) => reason)
        expect(error).toBeInstanceOf(RpcRequestError)
        expect((error as RpcRequestError).details).toMatch(/^getBalance: /)
      }
    } finally {
      server.close()
    }
  })
})
