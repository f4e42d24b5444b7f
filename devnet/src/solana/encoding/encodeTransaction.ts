import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { TransactionRecord } from '../ledger/transactionRecord'
import { parseInnerInstructions } from './parseInnerInstructions'
import { parseInstruction } from './parseInstruction'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64'

function jsonMessage(record: TransactionRecord) {
  const { message } = record.wire
  const base58 = getBase58Decoder()
  return {
    accountKeys: message.staticAccountKeys,
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accounts,
      data: base58.decode(instruction.data),
      stackHeight: null,
    })),
    ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups } : {}),
  }
}

function parsedMessage(record: TransactionRecord) {
  const { message } = record.wire
  const { keys, signer, writable } = record.accountKeys
  const staticCount = message.staticAccountKeys.length
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: signer[index] ?? false,
      source: index < staticCount ? 'transaction' : 'lookupTable',
      writable: writable[index] ?? false,
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.instructions.map((instruction) =>
      parseInstruction({
        programId: keys[instruction.programIdIndex] ?? '',
        accounts: instruction.accounts.map((index) => keys[index] ?? ''),
        data: instruction.data,
        stackHeight: null,
      }),
    ),
    ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups } : {}),
  }
}

function meta(record: TransactionRecord, parsed: boolean) {
  const { keys } = record.accountKeys
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: parsed ? parseInnerInstructions(keys, record.innerInstructions) : record.innerInstructions,
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    // jsonParsed lists loaded addresses among the account keys instead.
    ...(parsed ? {} : { loadedAddresses: record.accountKeys.loaded }),
    ...(record.returnData ? { returnData: record.returnData } : {}),
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
}

function transaction(record: TransactionRecord, encoding: TransactionEncoding) {
  switch (encoding) {
    case 'base64':
      return [getBase64Decoder().decode(record.wire.bytes), 'base64']
    case 'base58':
      return [getBase58Decoder().decode(record.wire.bytes), 'base58']
    case 'jsonParsed':
      return { signatures: record.wire.signatures, message: parsedMessage(record) }
    case 'json':
      return { signatures: record.wire.signatures, message: jsonMessage(record) }
  }
}

/**
 * getTransaction's answer for `record`. `version` is there only when the client named the versions
 * it supports (maxSupportedTransactionVersion); the caller refuses a v0 transaction otherwise.
 */
export function encodeTransaction(record: TransactionRecord, options: { encoding: TransactionEncoding; withVersion: boolean }) {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction: transaction(record, options.encoding),
    meta: meta(record, options.encoding === 'jsonParsed'),
    ...(options.withVersion ? { version: record.wire.message.version } : {}),
  }
}
