import './nodeGlobals'
import { BIP322, Signer } from 'bip322-js'
import * as bitcoinMessage from 'bitcoinjs-message'
import { invalidParams } from '../providerErrors'
import type { BitcoinAccountKey } from './bitcoinKeyring'

export type MessageProtocol = 'bip322' | 'ecdsa'

export interface SignedMessage {
  /** BIP-322 simple: the serialized witness; ECDSA (BIP-137): the 65-byte compact signature. In base64, as both libraries answer. */
  signature: string
  /** What was signed: BIP-322's tagged message hash, or the Bitcoin Signed Message magic hash. Hex. */
  messageHash: string
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Signs `message` with an account's key: BIP-322 "simple" with bip322-js (P2WPKH and P2TR), or
 * BIP-137 with bitcoinjs-message (the payment account only: BIP-137 has no Taproot header).
 */
export function signBitcoinMessage(key: BitcoinAccountKey, message: Uint8Array, protocol: MessageProtocol, method: string): SignedMessage {
  const bytes = Buffer.from(message)
  if (protocol === 'ecdsa') {
    if (key.addressType !== 'p2wpkh')
      throw invalidParams(`${method}: ECDSA (BIP-137) signs with the payment address only; ${key.address} is Taproot, use BIP-322`)
    const privateKey = key.signer.privateKey
    if (!privateKey) throw new Error(`no private key for ${key.address}`)
    const signature = bitcoinMessage.sign(bytes, Buffer.from(privateKey), true, { segwitType: 'p2wpkh' })
    return { signature: signature.toString('base64'), messageHash: hex(bitcoinMessage.magicHash(bytes)) }
  }
  return { signature: Signer.sign(key.signer.toWIF(), key.address, bytes), messageHash: hex(BIP322.hashMessage(bytes)) }
}
