import './nodeGlobals'
import { BIP322, Signer } from 'bip322-js'
import * as bitcoinMessage from 'bitcoinjs-message'
import type { BitcoinAccountKey } from './bitcoinAccountKeys'
import { verifyBitcoinMessage } from './verifyBitcoinMessage'

/** BIP-322 "simple", or ECDSA (BIP-137). */
export type MessageProtocol = 'bip322' | 'ecdsa'

export interface SignedMessage {
  /** BIP-322 simple: the serialized witness; ECDSA (BIP-137): the 65-byte compact signature. In base64, as both libraries answer. */
  signature: string
  /** What was signed: BIP-322's tagged message hash, or the Bitcoin Signed Message magic hash. Hex. */
  messageHash: string
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Signs `message` (bytes, or text as UTF-8) with an account's key: BIP-322 "simple" with bip322-js
 * (P2WPKH and P2TR; bip322-js tweaks a P2TR key itself), or BIP-137 with bitcoinjs-message (the
 * payment account only: BIP-137 has no Taproot header). The signature is checked with bip322-js
 * before it is returned.
 */
export function signBitcoinMessage(key: BitcoinAccountKey, message: Uint8Array | string, protocol: MessageProtocol): SignedMessage {
  const bytes = Buffer.from(typeof message === 'string' ? new TextEncoder().encode(message) : message)
  let signed: SignedMessage
  if (protocol === 'ecdsa') {
    if (key.addressType !== 'p2wpkh') throw new Error(`ECDSA (BIP-137) signs with the payment address only; ${key.address} is Taproot, use BIP-322`)
    const privateKey = key.signer.privateKey
    if (!privateKey) throw new Error(`no private key for ${key.address}`)
    const signature = bitcoinMessage.sign(bytes, Buffer.from(privateKey), true, { segwitType: 'p2wpkh' })
    signed = { signature: signature.toString('base64'), messageHash: hex(bitcoinMessage.magicHash(bytes)) }
  } else {
    signed = { signature: Signer.sign(key.signer.toWIF(), key.address, bytes), messageHash: hex(BIP322.hashMessage(bytes)) }
  }
  if (!verifyBitcoinMessage(key.address, bytes, signed.signature))
    throw new Error(`the ${protocol === 'ecdsa' ? 'ECDSA' : 'BIP-322'} signature does not verify`)
  return signed
}
