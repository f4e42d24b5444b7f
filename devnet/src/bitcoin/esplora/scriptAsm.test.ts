import { describe, expect, it } from 'vitest'
import { scriptAsm } from './scriptAsm'
import { scriptType } from './scriptType'

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const hash20 = '751e76e8199196d454941c45d1b3a323f1433bd6'

describe('scriptAsm and scriptType', () => {
  it('renders and names P2WPKH, P2PKH, P2SH, P2TR and OP_RETURN as Esplora does', () => {
    expect(scriptAsm(bytes(`0014${hash20}`))).toBe(`OP_0 OP_PUSHBYTES_20 ${hash20}`)
    expect(scriptType(bytes(`0014${hash20}`))).toBe('v0_p2wpkh')
    expect(scriptAsm(bytes(`76a914${hash20}88ac`))).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUALVERIFY OP_CHECKSIG`)
    expect(scriptType(bytes(`76a914${hash20}88ac`))).toBe('p2pkh')
    expect(scriptType(bytes(`a914${hash20}87`))).toBe('p2sh')
    expect(scriptType(bytes(`5120${'ab'.repeat(32)}`))).toBe('v1_p2tr')
    expect(scriptAsm(bytes(`5120${'ab'.repeat(32)}`))).toBe(`OP_PUSHNUM_1 OP_PUSHBYTES_32 ${'ab'.repeat(32)}`)
    expect(scriptType(bytes('6a0568656c6c6f'))).toBe('op_return')
    expect(scriptType(bytes(''))).toBe('empty')
    expect(scriptAsm(bytes(''))).toBe('')
    expect(scriptType(bytes('51'))).toBe('unknown')
  })

  it('says so for a script that does not parse', () => {
    expect(scriptAsm(bytes('4c'))).toBe('<invalid script>')
  })
})
