import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type ParsedInstruction,
} from '@solana/web3.js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { devnetSolanaUsdc } from './accounts'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_GENESIS_HASH } from './constants'
import { deriveSolanaPrivateKey } from './keys/deriveSolanaKey'

// The shared devnet's Berth Solana Devnet through @solana/web3.js 1.x and @solana/spl-token, unchanged:
// the Connection finds the PubSub on the JSON-RPC port + 1, as it does for any validator. Payers are
// fresh keypairs funded by requestAirdrop; USDC comes from account 5.
const url = inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!
const connection = new Connection(url, 'confirmed')
const mint = new PublicKey(devnetSolanaUsdc.address)
const devnetKeypair = (index: number) => Keypair.fromSeed(deriveSolanaPrivateKey(DEVNET_MNEMONIC, index))

async function funded(sol: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  const confirmation = await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  expect(confirmation.value.err).toBeNull()
  return keypair
}

async function transfer(from: Keypair, to: PublicKey, lamports: number): Promise<Transaction> {
  const latest = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: from.publicKey, ...latest }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
}

let payer: Keypair
beforeAll(async () => {
  payer = await funded(5)
})

describe('Berth Solana Devnet with @solana/web3.js', () => {
  it('answers the cluster reads', async () => {
    expect(await connection.getGenesisHash()).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432_000 })
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(epoch.blockHeight!)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect(Array.isArray(await connection.getRecentPrioritizationFees())).toBe(true)
  })

  it('sends a transfer and confirms it over the WebSocket, then reads it back parsed', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = await transfer(payer, receiver, LAMPORTS_PER_SOL / 4)
    const signature = await connection.sendTransaction(transaction, [payer])
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash: transaction.recentBlockhash!,
      lastValidBlockHeight: transaction.lastValidBlockHeight!,
    })
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4)

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.meta?.fee).toBe(5000)
    expect(parsed?.version).toBe('legacy')
    expect((parsed!.transaction.message.instructions[0] as ParsedInstruction).parsed).toEqual({
      type: 'transfer',
      info: { source: payer.publicKey.toBase58(), destination: receiver.toBase58(), lamports: LAMPORTS_PER_SOL / 4 },
    })
    // A legacy transaction needs no maxSupportedTransactionVersion.
    expect((await connection.getTransaction(signature))?.transaction.signatures).toEqual([signature])
    const { value: statuses } = await connection.getSignatureStatuses([signature])
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await connection.getSignaturesForAddress(receiver)).map((entry) => entry.signature)).toEqual([signature])
  })

  it('reads a v0 transaction only for a client that says it supports version 0', async () => {
    const receiver = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 10 })],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([payer])
    const signature = await connection.sendTransaction(transaction)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    await expect(connection.getTransaction(signature)).rejects.toThrow(/Transaction version \(0\) is not supported by the requesting client/)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
    expect(await connection.getFeeForMessage(message)).toMatchObject({ value: 5000 })
  })

  it('moves USDC with @solana/spl-token, creating the receiver token account, and lists it parsed', async () => {
    const sender = devnetKeypair(5)
    const owner = Keypair.generate().publicKey
    const destination = await getOrCreateAssociatedTokenAccount(connection, payer, mint, owner)
    const source = getAssociatedTokenAddressSync(mint, sender.publicKey)
    await transferChecked(connection, payer, source, mint, destination.address, sender, 1_250_000n, 6)

    expect((await getAccount(connection, destination.address)).amount).toBe(1_250_000n)
    expect(await getMint(connection, mint)).toMatchObject({ decimals: 6, isInitialized: true, freezeAuthority: null })
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey.equals(destination.address)).toBe(true)
    expect(value[0]!.account.data.parsed.info.tokenAmount).toEqual({ amount: '1250000', decimals: 6, uiAmount: 1.25, uiAmountString: '1.25' })
    expect((await connection.getParsedTokenAccountsByOwner(owner, { mint })).value).toHaveLength(1)
    expect((await connection.getTokenAccountBalance(destination.address)).value.uiAmountString).toBe('1.25')
    expect((await connection.getTokenAccountsByOwner(owner, { mint })).value[0]!.account.data).toHaveLength(165)
  })

  it('tells a slot subscriber about new slots', async () => {
    const slot = await new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    expect(slot).toBeGreaterThan(0)
  })

  it('refuses an overdraw with a SendTransactionError carrying the program logs', async () => {
    const overdraw = await transfer(payer, Keypair.generate().publicKey, 1000 * LAMPORTS_PER_SOL)
    const error = await connection.sendTransaction(overdraw, [payer]).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('custom program error: 0x1')
    expect(((error as SendTransactionError).logs ?? []).some((line) => line.startsWith('Transfer: insufficient lamports'))).toBe(true)
    const simulation = await connection.simulateTransaction(overdraw)
    expect(simulation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('lands a failing transfer sent without preflight: confirmation reports its error', async () => {
    const overdraw = await transfer(payer, Keypair.generate().publicKey, 1000 * LAMPORTS_PER_SOL)
    const signature = await connection.sendTransaction(overdraw, [payer], { skipPreflight: true })
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash: overdraw.recentBlockhash!,
      lastValidBlockHeight: overdraw.lastValidBlockHeight!,
    })
    expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect((await connection.getTransaction(signature))?.meta).toMatchObject({ fee: 5000, err: { InstructionError: [0, { Custom: 1 }] } })
  })

  it('refuses a token transfer of more than the sender holds', async () => {
    const sender = devnetKeypair(5)
    const source = getAssociatedTokenAddressSync(mint, sender.publicKey)
    const destination = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey)
    const latest = await connection.getLatestBlockhash()
    const tooMuch = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      createTransferCheckedInstruction(source, mint, destination.address, sender.publicKey, 10n ** 15n, 6),
    )
    const error = await connection.sendTransaction(tooMuch, [payer, sender]).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    // The Token program's error 1: InsufficientFunds.
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Error processing Instruction 0: custom program error: 0x1')
    expect(((error as SendTransactionError).logs ?? []).join('\n')).toContain('Error: insufficient funds')
  })
})
