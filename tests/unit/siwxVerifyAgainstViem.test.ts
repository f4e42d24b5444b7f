// The browser-kept SIWX storage checks signatures with its own EIP-191 digest and ABI encoding (no
// viem in @berth/headless): both checked against viem over many inputs, and the answer's reading.
import { hashPersonalMessage, verifyEip155Signature, type Rpc } from '@berth/headless/eip155'
import { encodeDeployData, erc6492SignatureValidatorAbi, erc6492SignatureValidatorByteCode, hashMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../support/seededRandom.js'

const next = seededRandom(6492)
const hex = (length: number) => Array.from({ length }, () => (next() & 0xff).toString(16).padStart(2, '0')).join('')
const ALPHABET = ['a', 'Z', '0', ' ', '\n', 'é', 'ü', '✓', '🚀', '中', ':', '/']
const text = (length: number) => Array.from({ length }, () => ALPHABET[next() % ALPHABET.length]).join('')

/** An Rpc that records the eth_call it is asked and answers as told. */
function scriptedRpc(answer: () => unknown) {
  const calls: { method: string; params: readonly unknown[] }[] = []
  const rpc: Rpc = async (method, params) => {
    calls.push({ method, params })
    return answer()
  }
  return { rpc, calls }
}

describe('SIWX signature check against viem', () => {
  it('the EIP-191 digest of 300 messages (ASCII, accents, emoji, newlines) is viem hashMessage', () => {
    expect(`0x${hashPersonalMessage('hello world')}`).toBe('0xd9eba16ed0ecae432b71fe008c98cc872bb4cc214d3220a36f365326cf807d68')
    for (let index = 0; index < 300; index++) {
      const message = text(next() % 400)
      expect(`0x${hashPersonalMessage(message)}`, JSON.stringify(message)).toBe(hashMessage(message))
    }
  })

  it('the eth_call is the ERC-6492 validator deployed with (signer, digest, signature), as viem builds it, for signatures of 65 to 700 bytes', async () => {
    for (const length of [65, 66, 96, 97, 128, 300, 700]) {
      const address = `0x${hex(20)}` as const
      const signature = `0x${hex(length)}` as const
      const message = text(50)
      const { rpc, calls } = scriptedRpc(() => '0x01')
      await verifyEip155Signature(rpc, address, message, signature)
      const expected = encodeDeployData({
        abi: erc6492SignatureValidatorAbi,
        bytecode: erc6492SignatureValidatorByteCode,
        args: [address, hashMessage(message), signature],
      })
      expect(calls, `length ${length}`).toEqual([{ method: 'eth_call', params: [{ data: expected }, 'latest'] }])
    }
  })

  it('reads 0x01 as valid and 0x00, a 32-byte false or nonsense as not', async () => {
    const check = (answer: unknown) => verifyEip155Signature(scriptedRpc(() => answer).rpc, `0x${'11'.repeat(20)}`, 'hi', `0x${'22'.repeat(65)}`)
    expect(await check('0x01')).toBe(true)
    expect(await check(`0x${'0'.repeat(63)}1`)).toBe(true)
    expect(await check('0x00')).toBe(false)
    expect(await check(`0x${'0'.repeat(64)}`)).toBe(false)
    expect(await check('0x02')).toBe(false)
    expect(await check(null)).toBe(false)
  })

  it('refuses malformed input without asking the chain', async () => {
    const { rpc, calls } = scriptedRpc(() => '0x01')
    expect(await verifyEip155Signature(rpc, 'not-an-address', 'hi', `0x${'22'.repeat(65)}`)).toBe(false)
    expect(await verifyEip155Signature(rpc, `0x${'11'.repeat(20)}`, 'hi', '0xnothex')).toBe(false)
    expect(await verifyEip155Signature(rpc, `0x${'11'.repeat(20)}`, 'hi', '0x')).toBe(false)
    expect(calls).toEqual([])
  })
})
