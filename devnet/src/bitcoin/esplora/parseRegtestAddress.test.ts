import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from '../keys/bitcoinNetwork'
import { parseRegtestAddress } from './parseRegtestAddress'

const pubkey = Uint8Array.from(Buffer.from('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c', 'hex'))
const p2wpkh = (network: typeof networks.bitcoin) => payments.p2wpkh({ pubkey, network }).address ?? ''

describe('parseRegtestAddress', () => {
  it('accepts a regtest bech32 address and gives its output script', () => {
    const parsed = parseRegtestAddress(p2wpkh(regtestNetwork))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(Buffer.from(parsed.outputScript).toString('hex')).toMatch(/^0014[0-9a-f]{40}$/)
  })

  it('accepts a key-path Taproot (P2TR, bcrt1p…) address, an ordinal account', () => {
    const parsed = parseRegtestAddress(payments.p2tr({ internalPubkey: pubkey.slice(1), network: regtestNetwork }).address ?? '')
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(Buffer.from(parsed.outputScript).toString('hex')).toMatch(/^5120[0-9a-f]{64}$/)
  })

  it('accepts a base58 address with the prefixes regtest shares with testnet', () => {
    expect(parseRegtestAddress(payments.p2pkh({ pubkey, network: regtestNetwork }).address ?? '').ok).toBe(true)
  })

  it('refuses a mainnet address, and a testnet/signet bech32 one, naming the network', () => {
    expect(parseRegtestAddress(p2wpkh(networks.bitcoin))).toEqual({ ok: false, reason: expect.stringContaining('mainnet') })
    expect(parseRegtestAddress(payments.p2pkh({ pubkey, network: networks.bitcoin }).address ?? '')).toEqual({
      ok: false,
      reason: expect.stringContaining('mainnet'),
    })
    expect(parseRegtestAddress(p2wpkh(networks.testnet))).toEqual({ ok: false, reason: expect.stringContaining('testnet') })
  })

  it('refuses what is no address at all', () => {
    for (const text of ['', 'bcrt1qnotanaddress', 'hello', `${p2wpkh(regtestNetwork).slice(0, -1)}q`])
      expect(parseRegtestAddress(text)).toEqual({ ok: false, reason: expect.stringContaining('not a valid Bitcoin address') })
  })
})
