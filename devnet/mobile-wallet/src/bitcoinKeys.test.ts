import { address } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import { devnetBitcoinPaymentKeys } from '../../src/bitcoin/keys/devnetBitcoinKeys'
import { addressKeyOf, bitcoinAccountAt, bitcoinIndexOf } from './bitcoinKeys'

describe('the mobile wallet’s Bitcoin accounts', () => {
  it('are the devnet’s funded payment keys (P2WPKH) and BIP86 ordinal keys (P2TR, x-only key)', () => {
    const account = bitcoinAccountAt(3)
    expect(account.payment).toMatchObject({ address: devnetBitcoinPaymentKeys()[3]!.address, path: "m/84'/1'/0'/0/3", intention: 'payment' })
    expect(account.payment.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
    expect(account.ordinal).toMatchObject({ path: "m/86'/1'/0'/0/3", intention: 'ordinal' })
    expect(account.ordinal.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    expect(account.ordinal.publicKey).toMatch(/^[0-9a-f]{64}$/)
    expect(Buffer.from(address.toOutputScript(account.ordinal.address, regtestNetwork))).toEqual(Buffer.from(account.ordinal.outputScript))
  })

  it('finds an index by its payment address, and an address key by address', () => {
    const account = bitcoinAccountAt(8)
    expect(bitcoinIndexOf(account.payment.address)).toBe(8)
    expect(bitcoinIndexOf(account.ordinal.address)).toBeUndefined()
    expect(addressKeyOf(account, account.ordinal.address)?.intention).toBe('ordinal')
    expect(addressKeyOf(account, bitcoinAccountAt(2).payment.address)).toBeUndefined()
    expect(() => bitcoinAccountAt(10)).toThrow('No Bitcoin account 10')
  })
})
