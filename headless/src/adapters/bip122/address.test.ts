import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib/src/ecc_lib'
import { regtest } from 'bitcoinjs-lib/src/networks'
import { p2tr } from 'bitcoinjs-lib/src/payments/p2tr'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinTestnet4 } from '../../networks/bip122.js'
import { defineBip122Network } from '../../networks/defineBip122Network.js'
import { solanaMainnet } from '../../networks/solana.js'
import { checkBitcoinAddress } from './address.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'

// A real P2TR address, made with an ECC library; the check itself runs without one, as in the page.
initEccLib(ecc)
const taprootRegtest = p2tr({ internalPubkey: ecc.pointFromScalar(new Uint8Array(32).fill(5), true)!.slice(1), network: regtest }).address!
initEccLib(undefined)
const regtestNetwork = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
})

describe('checkBitcoinAddress', () => {
  it('accepts each address kind of its own network', () => {
    expect(taprootRegtest).toMatch(/^bcrt1p/)
    for (const address of [
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      taprootRegtest,
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    ]) {
      expect(checkBitcoinAddress(address, 'regtest')).toBe('valid')
    }
    expect(checkBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'mainnet')).toBe('valid')
    expect(checkBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet')).toBe('valid')
  })

  it('refuses an address of another network (mainnet on regtest, regtest on testnet) and malformed ones', () => {
    expect(checkBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'regtest')).toBe('invalid')
    expect(checkBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'regtest')).toBe('invalid')
    expect(checkBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'testnet')).toBe('invalid')
    expect(checkBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'regtest')).toBe('invalid')
    for (const bad of [
      '',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt081',
      ' bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      '0x0000000000000000000000000000000000000000',
      'x'.repeat(100),
    ]) {
      expect(checkBitcoinAddress(bad, 'regtest')).toBe('invalid')
    }
  })
})

describe('the adapter’s checkAddress', () => {
  const adapter = createBitcoinAdapter({ connectTimeoutMs: 1000, requestTimeoutMs: 1000 }, console, [bitcoinMainnet, regtestNetwork, solanaMainnet])
  it('checks against the network it is given, else against any of the app’s Bitcoin networks', () => {
    expect(adapter.checkAddress!('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', regtestNetwork)).toBe('invalid')
    expect(adapter.checkAddress!('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinMainnet)).toBe('valid')
    expect(adapter.checkAddress!('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe('valid')
    expect(adapter.checkAddress!('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('invalid')
    expect(adapter.checkAddress!('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinTestnet4)).toBe('invalid')
  })
})
