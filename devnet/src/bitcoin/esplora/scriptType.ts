import { address, type Network } from 'bitcoinjs-lib'

/** Esplora's scriptpubkey_type names. */
export type EsploraScriptType = 'p2pk' | 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'empty' | 'unknown'

/** Esplora's name for an output script's kind, by its template. */
export function scriptType(script: Uint8Array): EsploraScriptType {
  const s = script
  if (s.length === 0) return 'empty'
  if (s[0] === 0x6a) return 'op_return'
  if (s.length === 22 && s[0] === 0x00 && s[1] === 0x14) return 'v0_p2wpkh'
  if (s.length === 34 && s[0] === 0x00 && s[1] === 0x20) return 'v0_p2wsh'
  if (s.length === 34 && s[0] === 0x51 && s[1] === 0x20) return 'v1_p2tr'
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac) return 'p2pkh'
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh'
  if ((s.length === 35 || s.length === 67) && s[s.length - 1] === 0xac && s[0] === s.length - 2) return 'p2pk'
  return 'unknown'
}

/** The address an output script pays, on `network`; undefined for scripts without one (OP_RETURN, bare). */
export function scriptAddress(script: Uint8Array, network: Network): string | undefined {
  try {
    return address.fromOutputScript(script, network)
  } catch {
    return undefined
  }
}
