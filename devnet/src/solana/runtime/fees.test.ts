import {
  compileTransactionMessage,
  createTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageEncoder,
  pipe,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  appendTransactionMessageInstructions,
  address,
  type Blockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { decodeMessage } from './decodeWireTransaction'
import { feeForMessage, LAMPORTS_PER_SIGNATURE, readComputeBudget } from './fees'

const memo = { programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), data: new Uint8Array([104, 105]) }

/** A transfer's message as the cluster decodes it, with a compute-unit price, a limit or a memo when asked. */
async function message(options: { price?: bigint; limit?: number; memo?: boolean } = {}) {
  const payer = await generateKeyPairSigner()
  const to = await generateKeyPairSigner()
  let built = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt' as Blockhash, lastValidBlockHeight: 0n }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination: to.address, amount: 1n }), ...(options.memo ? [memo] : [])],
        m,
      ),
  )
  if (options.price !== undefined) built = setTransactionMessageComputeUnitPrice(options.price, built)
  if (options.limit !== undefined) built = setTransactionMessageComputeUnitLimit(options.limit, built)
  return decodeMessage(new Uint8Array(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(built))))
}

describe('feeForMessage', () => {
  it('is 5000 lamports a signature without a priority fee', async () => {
    const plain = await message()
    expect(readComputeBudget(plain)).toEqual({ computeUnitPrice: 0n, computeUnitLimit: 3_000n })
    expect(feeForMessage(plain)).toBe(LAMPORTS_PER_SIGNATURE)
  })

  it('adds the priority fee: the price (micro-lamports a unit) times the limit, rounded up', async () => {
    const priced = await message({ price: 1_000_001n, limit: 300 })
    expect(readComputeBudget(priced)).toEqual({ computeUnitPrice: 1_000_001n, computeUnitLimit: 300n })
    // 1_000_001 × 300 / 1_000_000 = 300.0003 → 301
    expect(feeForMessage(priced)).toBe(5000n + 301n)
  })

  it("uses agave's default limit when only a price is set: 3,000 units a builtin instruction, 200,000 any other", async () => {
    const priced = await message({ price: 1_000_000n })
    // The transfer and the price instruction: two builtin ones.
    expect(readComputeBudget(priced).computeUnitLimit).toBe(6_000n)
    expect(feeForMessage(priced)).toBe(5000n + 6000n)
    const withMemo = await message({ price: 1_000_000n, memo: true })
    expect(readComputeBudget(withMemo).computeUnitLimit).toBe(206_000n)
  })
})
