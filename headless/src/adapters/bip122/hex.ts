import { hex } from '@scure/base'

/** Bytes as lowercase hex (no 0x). */
export const bytesToHex = (bytes: Uint8Array): string => hex.encode(bytes)

/** Hex (no 0x) as bytes; throws on anything that is not hex of whole bytes. */
export const hexToBytes = (text: string): Uint8Array => hex.decode(text.toLowerCase())
