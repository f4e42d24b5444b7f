import { getAddressDecoder } from '@solana/kit'
import type { ChainAccount } from './chainAccount'
import type { TransactionMessageView } from './decodeWireTransaction'
import { ADDRESS_LOOKUP_TABLE_PROGRAM_ADDRESS } from './programs'

/** Every account a transaction names: its static keys, then those loaded from lookup tables (writable, then readonly). */
export interface AccountKeys {
  keys: string[]
  loaded: { writable: string[]; readonly: string[] }
  signer: boolean[]
  writable: boolean[]
}

// An address lookup table's account: a 56-byte header (LOOKUP_TABLE_META_SIZE), then 32-byte addresses.
const LOOKUP_TABLE_META_SIZE = 56

function tableAddresses(account: ChainAccount | undefined): string[] {
  if (!account || account.programAddress !== ADDRESS_LOOKUP_TABLE_PROGRAM_ADDRESS || account.data.length < LOOKUP_TABLE_META_SIZE) return []
  const decoder = getAddressDecoder()
  const addresses: string[] = []
  for (let offset = LOOKUP_TABLE_META_SIZE; offset + 32 <= account.data.length; offset += 32) {
    addresses.push(decoder.decode(account.data.subarray(offset, offset + 32)))
  }
  return addresses
}

/**
 * The account keys of `message` with their signer and writable flags. Lookups that name a missing
 * table or index load nothing (litesvm then refuses the transaction and the keys are only reported).
 */
export function resolveAccountKeys(message: TransactionMessageView, readAccount: (address: string) => ChainAccount | undefined): AccountKeys {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header
  const staticCount = message.staticAccountKeys.length
  const loaded = { writable: [] as string[], readonly: [] as string[] }
  for (const lookup of message.addressTableLookups) {
    const addresses = tableAddresses(readAccount(lookup.accountKey))
    for (const index of lookup.writableIndexes) if (addresses[index]) loaded.writable.push(addresses[index])
    for (const index of lookup.readonlyIndexes) if (addresses[index]) loaded.readonly.push(addresses[index])
  }
  const staticWritable = message.staticAccountKeys.map((_, index) =>
    index < numRequiredSignatures ? index < numRequiredSignatures - numReadonlySignedAccounts : index < staticCount - numReadonlyUnsignedAccounts,
  )
  return {
    keys: [...message.staticAccountKeys, ...loaded.writable, ...loaded.readonly],
    loaded,
    signer: [
      ...message.staticAccountKeys.map((_, index) => index < numRequiredSignatures),
      ...loaded.writable.map(() => false),
      ...loaded.readonly.map(() => false),
    ],
    writable: [...staticWritable, ...loaded.writable.map(() => true), ...loaded.readonly.map(() => false)],
  }
}
