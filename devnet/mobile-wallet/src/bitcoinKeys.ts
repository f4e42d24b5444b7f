import { DEVNET_BITCOIN_ACCOUNT_COUNT } from '../../src/bitcoin/constants'
import { type BitcoinAccountKey, bitcoinAccountKeys } from '../../src/bitcoin/walletKit/bitcoinAccountKeys'

/** One of the wallet's two Bitcoin addresses at an index, as getAccountAddresses lists it, with its key. */
export interface BitcoinAddressKey {
  address: string
  /** Hex, no 0x: the 33-byte compressed key (payment), the 32-byte x-only output key, tweaked (ordinal). */
  publicKey: string
  path: string
  intention: 'payment' | 'ordinal'
  outputScript: Uint8Array
  /** The untweaked x-only key a P2TR input names as tapInternalKey (ordinal only). */
  internalKey?: Uint8Array
  /** The shared account key (devnet/src/bitcoin/walletKit) that signs for the address. */
  key: BitcoinAccountKey
}

/** The payment (P2WPKH, BIP84) and ordinal (P2TR, BIP86) addresses of an index, payment first. */
export interface BitcoinAccount {
  index: number
  payment: BitcoinAddressKey
  ordinal: BitcoinAddressKey
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const accounts = new Map<number, BitcoinAccount>()

/**
 * The devnet mnemonic's Bitcoin account `index` (bitcoinAccountKeys: m/84'/1'/0'/0/index, the
 * devnet's funded payment keys, and m/86'/1'/0'/0/index), as the WalletConnect side names them.
 */
export function bitcoinAccountAt(index: number): BitcoinAccount {
  const known = accounts.get(index)
  if (known) return known
  if (!Number.isInteger(index) || index < 0 || index >= DEVNET_BITCOIN_ACCOUNT_COUNT) throw new RangeError(`No Bitcoin account ${index}`)
  const [payment, ordinal] = bitcoinAccountKeys(index)
  const account: BitcoinAccount = {
    index,
    payment: {
      address: payment.address,
      publicKey: hex(payment.publicKey),
      path: payment.path,
      intention: 'payment',
      outputScript: payment.outputScript,
      key: payment,
    },
    ordinal: {
      address: ordinal.address,
      // The P2TR output key (OP_1 <32 bytes>): what WalletConnect's getAccountAddresses answers for a Taproot address.
      publicKey: hex(ordinal.outputScript.slice(2)),
      path: ordinal.path,
      intention: 'ordinal',
      outputScript: ordinal.outputScript,
      internalKey: ordinal.publicKey,
      key: ordinal,
    },
  }
  accounts.set(index, account)
  return account
}

/** The index whose payment address this is, among the devnet's ten. */
export function bitcoinIndexOf(paymentAddress: string): number | undefined {
  for (let index = 0; index < DEVNET_BITCOIN_ACCOUNT_COUNT; index++) if (bitcoinAccountAt(index).payment.address === paymentAddress) return index
  return undefined
}

/** The account's address key for `address` (payment or ordinal), if it is one of them. */
export function addressKeyOf(account: BitcoinAccount, address: string): BitcoinAddressKey | undefined {
  return [account.payment, account.ordinal].find((key) => key.address === address)
}
