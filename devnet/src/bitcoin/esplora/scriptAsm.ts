import { opcodes, script as bscript } from 'bitcoinjs-lib'

const opcodeNames = new Map<number, string>()
for (const [name, code] of Object.entries(opcodes)) if (typeof code === 'number' && !opcodeNames.has(code)) opcodeNames.set(code, name)

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

function pushName(length: number): string {
  if (length <= 75) return `OP_PUSHBYTES_${length}`
  if (length <= 0xff) return 'OP_PUSHDATA1'
  if (length <= 0xffff) return 'OP_PUSHDATA2'
  return 'OP_PUSHDATA4'
}

function opName(code: number): string {
  if (code === opcodes.OP_0) return 'OP_0'
  if (code === opcodes.OP_1NEGATE) return 'OP_PUSHNUM_NEG1'
  if (code >= opcodes.OP_1 && code <= opcodes.OP_16) return `OP_PUSHNUM_${code - opcodes.OP_1 + 1}`
  return opcodeNames.get(code) ?? `OP_UNKNOWN_${code}`
}

/** A script in Esplora's assembly notation ('OP_0 OP_PUSHBYTES_20 ab…'); '' for an empty script. */
export function scriptAsm(script: Uint8Array): string {
  if (script.length === 0) return ''
  const chunks = bscript.decompile(script)
  if (!chunks) return '<invalid script>'
  return chunks.map((chunk) => (typeof chunk === 'number' ? opName(chunk) : `${pushName(chunk.length)} ${hex(chunk)}`)).join(' ')
}
