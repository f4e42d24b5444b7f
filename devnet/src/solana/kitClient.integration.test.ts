import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  address,
  airdropFactory,
  assertIsTransactionWithBlockhashLifetime,
  appendTransactionMessageInstructions,
  compileTransactionMessage,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetSolanaUsdc } from './accounts'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_GENESIS_HASH } from './constants'
import { devnetSigner } from './fixtures/signedTransfer'

// The shared devnet's Berth Solana Devnet, through @solana/kit as any app uses it. Payers are fresh
// keypairs funded by requestAirdrop, so the devnet accounts keep their balances; USDC comes from account 1.
const SOL = 1_000_000_000n
const rpc = createSolanaRpc(inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!)
const rpcSubscriptions = createSolanaRpcSubscriptions(inject('devnetSolanaWsUrl'))
const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
const airdrop = airdropFactory({ rpc, rpcSubscriptions })
const usdcMint = address(devnetSolanaUsdc.address)

async function funded(sol: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await airdrop({ recipientAddress: signer.address, lamports: lamports(sol * SOL), commitment: 'confirmed' })
  return signer
}

async function message(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
}

async function signed(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const transaction = await signTransactionMessageWithSigners(await message(payer, instructions))
  assertIsTransactionWithBlockhashLifetime(transaction)
  return transaction
}

/** The error sendAndConfirm threw, with its preflight cause. */
async function preflightCause(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE))
    throw new Error(`expected a preflight failure, got ${String(error)}`)
  return { error, cause: error.cause }
}

const ata = async (owner: string) => (await findAssociatedTokenPda({ owner: address(owner), mint: usdcMint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

let payer: KeyPairSigner
beforeAll(async () => {
  payer = await funded(5n)
})

describe('Berth Solana Devnet with @solana/kit: the cluster', () => {
  it('answers its identity, health and version', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('produces slots over time, with a new blockhash valid for 150 more blocks', async () => {
    const before = await rpc.getEpochInfo().send()
    const { value: first } = await rpc.getLatestBlockhash().send()
    await new Promise((resolve) => setTimeout(resolve, 900))
    const after = await rpc.getEpochInfo().send()
    expect(after.absoluteSlot).toBeGreaterThan(before.absoluteSlot)
    expect(after.blockHeight).toBe(after.absoluteSlot)
    const { value: second } = await rpc.getLatestBlockhash().send()
    expect(second.blockhash).not.toBe(first.blockhash)
    expect(second.lastValidBlockHeight).toBeGreaterThanOrEqual(after.blockHeight + 150n)
    expect((await rpc.isBlockhashValid(first.blockhash).send()).value).toBe(true)
  })

  it('answers rent, fees and priority fees', async () => {
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    const transfer = await message(payer, [getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n })])
    const compiled = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(transfer))
    const { value: fee } = await rpc.getFeeForMessage(Buffer.from(compiled).toString('base64') as Parameters<typeof rpc.getFeeForMessage>[0]).send()
    expect(fee).toBe(5000n)
    const fees = await rpc.getRecentPrioritizationFees([payer.address]).send()
    expect(fees.length).toBeGreaterThan(0)
    expect(fees.every((entry) => typeof entry.slot === 'bigint' && typeof entry.prioritizationFee === 'bigint')).toBe(true)
  })
})

describe('Berth Solana Devnet with @solana/kit: sending', () => {
  it('sends and confirms a SOL transfer to a fresh address, and records it', async () => {
    const receiver = await generateKeyPairSigner()
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: receiver.address, amount: lamports(SOL / 2n) })])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    const signature = getSignatureFromTransaction(transaction)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(SOL / 2n)

    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', confirmations: null })
    const recorded = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(recorded?.meta).toMatchObject({ err: null, fee: 5000n, postBalances: [expect.any(BigInt), SOL / 2n, 1n] })
    expect(recorded!.meta!.preBalances[0]! - recorded!.meta!.postBalances[0]!).toBe(SOL / 2n + 5000n)
    expect(recorded?.version).toBe(0)
    expect(recorded?.transaction.signatures).toEqual([signature])
    const history = await rpc.getSignaturesForAddress(receiver.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('sends USDC with transferChecked to a fresh address, creating its token account', async () => {
    const sender = await devnetSigner(1)
    const receiver = await generateKeyPairSigner()
    const [source, destination] = await Promise.all([ata(sender.address), ata(receiver.address)])
    const transaction = await signed(payer, [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: receiver.address, mint: usdcMint }),
      getTransferCheckedInstruction({ source, mint: usdcMint, destination, authority: sender, amount: 2_500_000n, decimals: 6 }),
    ])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })

    const { value: accounts } = await rpc.getTokenAccountsByOwner(receiver.address, { mint: usdcMint }, { encoding: 'jsonParsed' }).send()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]!.pubkey).toBe(destination)
    expect(accounts[0]!.account.data.parsed.info).toMatchObject({
      mint: usdcMint,
      owner: receiver.address,
      state: 'initialized',
      tokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' },
    })
    const { value: raw } = await rpc.getTokenAccountsByOwner(receiver.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' }).send()
    expect(Buffer.from(raw[0]!.account.data[0], 'base64')).toHaveLength(165)
    expect((await rpc.getTokenAccountBalance(destination).send()).value).toMatchObject({ amount: '2500000', uiAmountString: '2.5' })
    expect((await rpc.getTokenSupply(usdcMint).send()).value).toMatchObject({ amount: '100000000000', decimals: 6 })

    const recorded = await rpc.getTransaction(getSignatureFromTransaction(transaction), { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' }).send()
    const types = recorded!.transaction.message.instructions.map((instruction) =>
      'parsed' in instruction ? (instruction.parsed as { type: string }).type : undefined,
    )
    expect(types).toEqual(['createIdempotent', 'transferChecked'])
    expect(recorded?.meta?.postTokenBalances?.find((entry) => entry.owner === receiver.address)?.uiTokenAmount.uiAmountString).toBe('2.5')
  })

  it('tells an account subscriber when the account changes', async () => {
    const receiver = await generateKeyPairSigner()
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .accountNotifications(receiver.address, { encoding: 'base64', commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    // kit hands an iterator only what arrives once it is being read.
    const first = (async () => {
      for await (const notification of notifications) return notification
    })()
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: receiver.address, amount: lamports(SOL / 10n) })])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    const notification = await first
    abort.abort()
    expect(notification?.value).toMatchObject({ lamports: SOL / 10n, owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false })
  })

  it('refuses a transfer of more than the payer holds, with the System program error and its logs', async () => {
    const other = await generateKeyPairSigner()
    const overdraw = await signed(payer, [getTransferSolInstruction({ source: payer, destination: other.address, amount: lamports(1000n * SOL) })])
    const { error, cause } = await preflightCause(sendAndConfirm(overdraw, { commitment: 'confirmed' }))
    expect(isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect((cause as { context: { code: number; index: number } }).context).toMatchObject({ code: 1, index: 0 })
    expect((error.context as { logs: string[] }).logs.some((line) => line.startsWith('Transfer: insufficient lamports'))).toBe(true)
  })

  it('refuses a transfer that leaves a new account below the rent-exempt minimum', async () => {
    const receiver = await generateKeyPairSigner()
    const dust = await signed(payer, [getTransferSolInstruction({ source: payer, destination: receiver.address, amount: lamports(1000n) })])
    const { cause } = await preflightCause(sendAndConfirm(dust, { commitment: 'confirmed' }))
    expect(isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT)).toBe(true)
    expect((cause as { context: { accountIndex: number } }).context.accountIndex).toBe(1)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })

  it('refuses the same transaction sent twice: AlreadyProcessed', async () => {
    const receiver = await generateKeyPairSigner()
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: receiver.address, amount: lamports(SOL / 10n) })])
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    const { cause } = await preflightCause(rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send())
    expect(isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)).toBe(true)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(SOL / 10n)
  })
})
