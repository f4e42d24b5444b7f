import { getTransferSolInstruction } from '@solana-program/system'
import { generateKeyPairSigner, lamports } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import { signedTransactionBytes } from '../fixtures/signedTransfer'
import { decodeWireTransaction } from '../runtime/decodeWireTransaction'
import { SYSTEM_PROGRAM_ADDRESS } from '../runtime/programs'
import { fromLiteSvmError } from './fromLiteSvmError'
import { transactionErrorMessage } from './transactionError'

describe('transactionErrorMessage', () => {
  it("writes agave's texts", () => {
    expect(transactionErrorMessage('BlockhashNotFound')).toBe('Blockhash not found')
    expect(transactionErrorMessage('AlreadyProcessed')).toBe('This transaction has already been processed')
    expect(transactionErrorMessage({ InstructionError: [0, { Custom: 1 }] })).toBe('Error processing Instruction 0: custom program error: 0x1')
    expect(transactionErrorMessage({ InstructionError: [2, 'InsufficientFunds'] })).toBe('Error processing Instruction 2: insufficient funds for instruction')
    expect(transactionErrorMessage({ InstructionError: [0, { BorshIoError: 'eof' }] })).toBe(
      'Error processing Instruction 0: Failed to serialize or deserialize account data: eof',
    )
    expect(transactionErrorMessage({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
    expect(transactionErrorMessage({ DuplicateInstruction: 3 })).toBe('Transaction contains a duplicate instruction (3) that is not allowed')
  })
})

describe('fromLiteSvmError', () => {
  async function failure(lamportsHeld: bigint, send: bigint, fund = true) {
    const svm = new LiteSVM().withBlockhashCheck(false)
    const payer = await generateKeyPairSigner()
    const to = await generateKeyPairSigner()
    if (fund)
      svm.setAccount({
        address: payer.address,
        lamports: lamports(lamportsHeld),
        programAddress: SYSTEM_PROGRAM_ADDRESS,
        executable: false,
        data: new Uint8Array(),
        space: 0n,
      })
    const bytes = await signedTransactionBytes(payer, svm.latestBlockhash(), [
      getTransferSolInstruction({ source: payer, destination: to.address, amount: send }),
    ])
    const result = svm.sendTransaction(decodeWireTransaction(bytes).transaction)
    if (!(result instanceof FailedTransactionMetadata)) throw new Error('expected a failure')
    return fromLiteSvmError(result.err())
  }

  it("turns litesvm's errors into Solana's RPC JSON", async () => {
    // More than the payer holds: the System program's ResultWithNegativeLamports.
    expect(await failure(1_000_000_000n, 5_000_000_000n)).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // A new account left below the rent-exempt minimum.
    expect(await failure(1_000_000_000n, 500n)).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    // A fee payer that never held anything.
    expect(await failure(0n, 1n, false)).toBe('AccountNotFound')
  })

  it('names an error it does not know rather than guessing', () => {
    expect(fromLiteSvmError(99 as never)).toBe('UnknownTransactionError(99)')
  })
})
