import './nodeGlobals'
import * as ecc from '@bitcoinerlab/secp256k1'
import type { BIP32Interface } from 'bip32'
import { BIP322, Signer } from 'bip322-js'
import bitcoinMessage from 'bitcoinjs-message'
import { Transaction } from 'bitcoinjs-lib'
import { addressKeyOf, bitcoinAccountAt, type BitcoinAccount } from './bitcoinKeys'
import { broadcastTransaction, fetchFeeEstimates, fetchUtxos, type EsploraOptions } from './bitcoinEsplora'
import { accountAddresses, type AccountAddress } from './bitcoinIntake'
import { decodePsbt, type BitcoinRequest } from './bitcoinRequests'
import { buildTransfer, feeRateOf } from './bitcoinTransfer'
import { verifyBitcoinMessage } from './verifyBitcoinMessage'

export type BitcoinSigningOptions = EsploraOptions

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

type Answer<M extends BitcoinRequest['method']> = M extends 'getAccountAddresses'
  ? AccountAddress[]
  : M extends 'signMessage'
    ? { address: string; signature: string; messageHash: string }
    : M extends 'signPsbt'
      ? { psbt: string; txid?: string }
      : { txid: string }

/**
 * Does what an approved Bitcoin request asks with account `index`, answering in WalletConnect's
 * shapes: the addresses (getAccountAddresses); { address, signature, messageHash } with hex bytes
 * (signMessage: BIP-322 "simple", the serialized witness, or ECDSA, BIP-137's 65 bytes); { psbt,
 * txid? } (signPsbt: the listed inputs signed and finalized, broadcast when asked); { txid }
 * (sendTransfer: built from the payment address's coins, signed, broadcast).
 */
export async function signBitcoinRequest<R extends BitcoinRequest>(
  request: R,
  index: number,
  options: BitcoinSigningOptions = {},
): Promise<Answer<R['method']>> {
  const account = bitcoinAccountAt(index)
  switch (request.method) {
    case 'getAccountAddresses':
      return accountAddresses(account, request.intentions) as Answer<R['method']>
    case 'signMessage':
      return signMessage(account, request) as Answer<R['method']>
    case 'signPsbt':
      return (await signPsbt(account, request, options)) as Answer<R['method']>
    case 'sendTransfer':
      return (await sendTransfer(account, request, options)) as Answer<R['method']>
  }
  throw new Error('unknown Bitcoin method')
}

function signMessage(account: BitcoinAccount, request: Extract<BitcoinRequest, { method: 'signMessage' }>) {
  const key = addressKeyOf(account, request.address ?? request.account)
  if (!key) throw new Error(`${request.address ?? request.account} is not one of the account's addresses`)
  if (request.protocol === 'bip322') {
    // bip322-js tweaks a P2TR key itself: it is given the untweaked node's key.
    const node = key.untweaked ?? (key.signer as BIP32Interface)
    const base64 = Signer.sign(node.toWIF(), key.address, request.message)
    if (!verifyBitcoinMessage(key.address, request.message, base64)) throw new Error('the BIP-322 signature does not verify')
    const signature = fromBase64(base64)
    return { address: key.address, signature: toHex(signature), messageHash: toHex(BIP322.hashMessage(request.message)) }
  }
  if (key.intention !== 'payment') throw new Error('an ECDSA (BIP-137) signature needs the payment address')
  const signature = bitcoinMessage.sign(request.message, Buffer.from(key.signer.privateKey!), true, { segwitType: 'p2wpkh' })
  if (!verifyBitcoinMessage(key.address, request.message, signature.toString('base64'))) throw new Error('the ECDSA signature does not verify')
  return { address: key.address, signature: toHex(signature), messageHash: toHex(bitcoinMessage.magicHash(request.message)) }
}

async function signPsbt(account: BitcoinAccount, request: Extract<BitcoinRequest, { method: 'signPsbt' }>, options: BitcoinSigningOptions) {
  const psbt = decodePsbt(request.psbt, request.method)
  for (const { address, index, sighashTypes } of request.signInputs) {
    const key = addressKeyOf(account, address)
    if (!key) throw new Error(`${address} is not one of the account's addresses`)
    const input = psbt.data.inputs[index]
    if (!input) throw new Error(`input ${index} does not exist`)
    const script = input.witnessUtxo?.script
    if (!script || toHex(script) !== toHex(key.outputScript))
      throw new Error(`input ${index} does not spend an output of ${address} (it needs its witnessUtxo)`)
    if (key.internalKey && !input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.internalKey })
    // The reference's default is [SIGHASH_ALL]; a key-path P2TR input signs with SIGHASH_DEFAULT unless it asks otherwise.
    const allowed = sighashTypes ?? (key.internalKey && input.sighashType === undefined ? [Transaction.SIGHASH_DEFAULT] : [Transaction.SIGHASH_ALL])
    try {
      psbt.signInput(index, key.signer, allowed)
    } catch (error) {
      throw new Error(`input ${index} could not be signed: ${error instanceof Error ? error.message : String(error)}`)
    }
    const valid = psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
      key.internalKey ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature),
    )
    if (!valid) throw new Error(`the signature of input ${index} does not verify`)
    psbt.finalizeInput(index)
  }
  if (!request.broadcast) return { psbt: psbt.toBase64() }
  let hex: string
  try {
    hex = psbt.extractTransaction().toHex()
  } catch (error) {
    throw new Error(`the PSBT cannot be broadcast: ${error instanceof Error ? error.message : String(error)}`)
  }
  return { psbt: psbt.toBase64(), txid: await broadcastTransaction(hex, options) }
}

async function sendTransfer(account: BitcoinAccount, request: Extract<BitcoinRequest, { method: 'sendTransfer' }>, options: BitcoinSigningOptions) {
  const [utxos, estimates] = await Promise.all([fetchUtxos(account.payment.address, options), fetchFeeEstimates(options)])
  const transfer = buildTransfer(account.payment, utxos, request.recipientAddress, BigInt(request.amount), request.memo, feeRateOf(estimates))
  const txid = await broadcastTransaction(transfer.hex, options)
  if (txid !== transfer.txid) throw new Error(`the node recorded ${txid}, not the transaction signed (${transfer.txid})`)
  return { txid }
}
