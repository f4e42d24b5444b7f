import { describe, expect, it } from 'vitest'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { transferOutputs } from './transferOutputs'

const recipient = deriveDevnetBitcoinKey(devnetPaymentPath(1)).address

describe('transferOutputs', () => {
  it('refuses an address of another network, a malformed one, and dust', () => {
    expect(() => transferOutputs([{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: 1000 }], 'sendTransfer')).toThrow(/is not a regtest address/)
    expect(() => transferOutputs([{ address: 'bcrt1q', amount: 1000 }], 'sendTransfer')).toThrow(/recipients\.0\.address/)
    expect(() =>
      transferOutputs(
        [
          { address: recipient, amount: 1000 },
          { address: recipient, amount: 300 },
        ],
        'sendTransfer',
      ),
    ).toThrow(/recipients\.1\.amount: 300 sats is below the dust limit/)
  })
})
