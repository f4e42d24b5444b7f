import type { Mint } from '@solana-program/token'
import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { invalidParams } from '../errors/rpcError'
import type { ChainAccount } from '../runtime/chainAccount'
import { parseTokenAccountData, type ParsedAccountData } from './parseTokenAccountData'

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'
export interface DataSlice {
  offset: number
  length: number
}

/** The RPC's UiAccount. */
export interface UiAccount {
  data: string | [string, 'base58' | 'base64'] | ParsedAccountData
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

// Every account on the devnet is rent-exempt, and agave reports those with rentEpoch u64::MAX.
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n
// agave refuses base58 for more than this many bytes (MAX_BASE58_BYTES).
const MAX_BASE58_BYTES = 128

const slice = (data: Uint8Array, dataSlice: DataSlice | undefined) => (dataSlice ? data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : data)

function base58(data: Uint8Array): string {
  if (data.length > MAX_BASE58_BYTES) {
    throw invalidParams(`Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`)
  }
  return getBase58Decoder().decode(data)
}

function encodeData(account: ChainAccount, encoding: AccountEncoding, dataSlice: DataSlice | undefined, findMint: (address: string) => Mint | undefined) {
  switch (encoding) {
    case 'binary':
      return base58(slice(account.data, dataSlice))
    case 'base58':
      return [base58(slice(account.data, dataSlice)), 'base58'] as [string, 'base58']
    case 'base64+zstd':
      // Node 20 has no zstd; the official clients ask for base64 or jsonParsed.
      throw invalidParams('base64+zstd encoding is not supported by the devnet, use base64')
    case 'jsonParsed': {
      const parsed = dataSlice ? undefined : parseTokenAccountData(account, findMint)
      if (parsed) return parsed
      return [getBase64Decoder().decode(slice(account.data, dataSlice)), 'base64'] as [string, 'base64']
    }
    case 'base64':
      return [getBase64Decoder().decode(slice(account.data, dataSlice)), 'base64'] as [string, 'base64']
  }
}

/** `account` as the RPC answers it in `encoding`, the data cut to `dataSlice` (binary encodings only). */
export function encodeAccount(
  account: ChainAccount,
  options: { encoding: AccountEncoding; dataSlice?: DataSlice | undefined },
  findMint: (address: string) => Mint | undefined,
): UiAccount {
  return {
    data: encodeData(account, options.encoding, options.dataSlice, findMint),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}
