import { type BitcoinAccountKey, bitcoinAccountKeys } from '../../bitcoin/walletKit/bitcoinAccountKeys'

export type { BitcoinAccountKey, BitcoinPurpose } from '../../bitcoin/walletKit/bitcoinAccountKeys'

export interface BitcoinKeyring {
  /** Account `index`'s keys, payment (m/84'/1'/0'/0/index) first, ordinal (m/86'/1'/0'/0/index) second. */
  accounts(index: number): readonly [BitcoinAccountKey, BitcoinAccountKey]
}

/** The Devnet Wallet's `count` Bitcoin accounts of the devnet mnemonic (derived on first use, see bitcoinAccountKeys). */
export function bitcoinKeyring(count: number): BitcoinKeyring {
  return {
    accounts(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`Bitcoin accounts must be 0..${count - 1}, got ${index}`)
      return bitcoinAccountKeys(index)
    },
  }
}
