/**
 * Sizes of a segwit transaction, in virtual bytes, for pricing before it is signed: version, counts,
 * locktime and the segwit marker (11 vB, rounded up from 10.5), a P2WPKH input with its witness
 * (68 vB: 41 bytes plus 107 witness bytes at a quarter), an output (8 value bytes, 1 length byte, its script).
 */
export const TX_OVERHEAD_VBYTES = 11
export const P2WPKH_INPUT_VBYTES = 68

/** An output's size in bytes: its value, its script's length prefix and the script. */
export const outputVbytes = (scriptLength: number): number => 8 + 1 + scriptLength

/** The virtual size of a transaction spending `inputs` P2WPKH inputs to outputs with these script lengths. */
export function estimateVsize(inputs: number, outputScriptLengths: readonly number[]): number {
  return TX_OVERHEAD_VBYTES + inputs * P2WPKH_INPUT_VBYTES + outputScriptLengths.reduce((sum, length) => sum + outputVbytes(length), 0)
}

/** Whether an output script is a witness program (OP_0..OP_16 then a push of 2 to 40 bytes): spent with a witness. */
export function isWitnessProgram(script: Uint8Array): boolean {
  const version = script[0]
  const push = script[1]
  if (version === undefined || push === undefined) return false
  return (version === 0x00 || (version >= 0x51 && version <= 0x60)) && push >= 2 && push <= 40 && script.length === push + 2
}

/** Bitcoin Core's dust relay fee: 3 sat/vB. */
export const DUST_RELAY_FEE_RATE = 3

/**
 * Bitcoin Core's dust threshold for an output (GetDustThreshold): what it costs at 3 sat/vB to
 * create the output and later spend it (67 vB for a witness spend, 148 otherwise). An output below
 * it is not relayed: 294 sats for P2WPKH, 330 for P2TR and P2WSH, 540 for P2SH, 546 for P2PKH.
 */
export function dustThreshold(script: Uint8Array): bigint {
  const spend = isWitnessProgram(script) ? 67 : 148
  return BigInt(DUST_RELAY_FEE_RATE * (outputVbytes(script.length) + spend))
}
