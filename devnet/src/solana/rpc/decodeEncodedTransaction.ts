import { getBase58Encoder } from '@solana/kit'
import { invalidParams } from '../errors/rpcError'
import { decodeWireTransaction, type WireTransaction } from '../runtime/decodeWireTransaction'

// agave's limits on an encoded transaction (PACKET_DATA_SIZE 1232 bytes, in each encoding).
const MAX_BASE58_LENGTH = 1683
const MAX_BASE64_LENGTH = 1644
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** A transaction as sendTransaction and simulateTransaction receive it: base58 (the default) or base64. */
export function decodeEncodedTransaction(encoded: string, encoding: 'base58' | 'base64'): WireTransaction {
  const max = encoding === 'base58' ? MAX_BASE58_LENGTH : MAX_BASE64_LENGTH
  if (encoded.length > max) throw invalidParams(`${encoding} encoded transaction too large: ${encoded.length} bytes (max: encoded ${max})`)
  let bytes: Uint8Array
  if (encoding === 'base64') {
    if (!BASE64.test(encoded) || encoded.length % 4 !== 0) throw invalidParams('invalid base64 encoding')
    bytes = new Uint8Array(Buffer.from(encoded, 'base64'))
  } else {
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(encoded))
    } catch {
      throw invalidParams('invalid base58 encoding')
    }
  }
  return decodeWireTransaction(bytes)
}
