import { getBase58Decoder } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { devnetSigner, signedTransfer } from '../fixtures/signedTransfer'
import type { WireTransaction } from '../runtime/decodeWireTransaction'
import { decodeEncodedTransaction } from './decodeEncodedTransaction'

let wire: WireTransaction
beforeAll(async () => {
  const [from, to] = await Promise.all([devnetSigner(0), devnetSigner(1)])
  wire = await signedTransfer(from, to.address, 1n, 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt')
})

describe('decodeEncodedTransaction', () => {
  it('reads a transaction in base58 or base64, with its signatures and message', () => {
    for (const [encoded, encoding] of [
      [getBase58Decoder().decode(wire.bytes), 'base58'],
      [Buffer.from(wire.bytes).toString('base64'), 'base64'],
    ] as const) {
      const decoded = decodeEncodedTransaction(encoded, encoding)
      expect(decoded.signature).toBe(wire.signature)
      expect(decoded.fullySigned).toBe(true)
      expect(decoded.message).toMatchObject({
        version: 0,
        recentBlockhash: 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt',
        header: { numRequiredSignatures: 1 },
      })
    }
  })

  it('refuses text that is not in the encoding named, too long, or not a transaction: -32602', () => {
    const base64 = Buffer.from(wire.bytes).toString('base64')
    const refusals: [string, 'base58' | 'base64', RegExp][] = [
      [base64, 'base58', /^Invalid params: invalid base58 encoding$/],
      ['not base64!', 'base64', /^Invalid params: invalid base64 encoding$/],
      ['A'.repeat(2000), 'base64', /too large: 2000 bytes/],
      [Buffer.from([1, 2, 3]).toString('base64'), 'base64', /^Invalid params: invalid transaction: /],
    ]
    for (const [encoded, encoding, message] of refusals) {
      expect(() => decodeEncodedTransaction(encoded, encoding), encoded.slice(0, 20)).toThrow(message)
    }
  })
})
