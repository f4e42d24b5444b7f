import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from '../errors/rpcError'

export interface MessageInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

export interface AddressTableLookup {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A legacy or v0 message, in the terms the RPC answers with. */
export interface TransactionMessageView {
  version: 'legacy' | 0
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number }
  staticAccountKeys: string[]
  recentBlockhash: string
  instructions: MessageInstruction[]
  addressTableLookups: AddressTableLookup[]
}

/** A transaction off the wire, with what the ledger and the RPC read from it. */
export interface WireTransaction {
  bytes: Uint8Array
  /** What litesvm executes. */
  transaction: Transaction
  message: TransactionMessageView
  /** base58, in the order of the signer accounts; '1111…' for a missing one (all zeroes). */
  signatures: string[]
  /** The first signature: the transaction's id. */
  signature: string
  /** Every signature is present (none all zeroes). */
  fullySigned: boolean
}

const ZERO_SIGNATURE = new Uint8Array(64)

function messageView(message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime): TransactionMessageView {
  if (message.version === 1) throw invalidParams('invalid transaction: version 1 transactions are not supported')
  return {
    version: message.version,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    staticAccountKeys: [...message.staticAccounts],
    recentBlockhash: message.lifetimeToken,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: [...(instruction.accountIndices ?? [])],
      data: new Uint8Array(instruction.data ?? []),
    })),
    addressTableLookups:
      message.version === 0
        ? (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: [...lookup.writableIndexes],
            readonlyIndexes: [...lookup.readonlyIndexes],
          }))
        : [],
  }
}

const invalid = (error: unknown) => invalidParams(`invalid transaction: ${error instanceof Error ? error.message : String(error)}`)

/** Decodes a serialized message (getFeeForMessage); a malformed one is -32602. */
export function decodeMessage(messageBytes: Uint8Array): TransactionMessageView {
  let compiled: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  try {
    compiled = getCompiledTransactionMessageDecoder().decode(messageBytes) as CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  } catch (error) {
    throw invalid(error)
  }
  return messageView(compiled)
}

/** Decodes a wire transaction; a malformed one is -32602 'invalid transaction: …', as agave says. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw invalid(error)
  }
  const message = decodeMessage(new Uint8Array(transaction.messageBytes))
  const signers = message.staticAccountKeys.slice(0, message.header.numRequiredSignatures)
  if (signers.length === 0) throw invalidParams('invalid transaction: it has no signer to pay the fee')
  const base58 = getBase58Decoder()
  const signatureBytes = signers.map((signer) => transaction.signatures[signer as keyof Transaction['signatures']] ?? null)
  const signatures = signatureBytes.map((signature) => base58.decode(signature ?? ZERO_SIGNATURE))
  return {
    bytes,
    transaction,
    message,
    signatures,
    signature: signatures[0]!,
    fullySigned: signatureBytes.every((signature) => signature?.some((byte) => byte !== 0) === true),
  }
}
