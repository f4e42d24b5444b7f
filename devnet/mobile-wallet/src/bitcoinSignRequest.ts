import '../../src/bitcoin/walletKit/nodeGlobals'
import { esploraClient } from '../../src/bitcoin/walletKit/esploraClient'
import { feeRateOf } from '../../src/bitcoin/walletKit/feeRate'
import { PsbtSigningError, checkPsbtSigning, signPsbtInputs } from '../../src/bitcoin/walletKit/psbtSigning'
import { signBitcoinMessage } from '../../src/bitcoin/walletKit/signBitcoinMessage'
import { addressKeyOf, bitcoinAccountAt, type BitcoinAccount } from './bitcoinKeys'
import { accountAddresses, type AccountAddress } from './bitcoinIntake'
import { decodePsbt, type BitcoinRequest } from './bitcoinRequests'
import { buildTransfer } from './bitcoinTransfer'

/** Where the wallet reads coins and broadcasts: Berth Bitcoin Regtest's Esplora API unless told otherwise. */
export interface BitcoinSigningOptions {
  esploraUrl?: string
  fetch?: typeof fetch
}

const esploraOf = (options: BitcoinSigningOptions) => esploraClient(options.esploraUrl, options.fetch)
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
  if (request.protocol !== 'bip322' && key.intention !== 'payment') throw new Error('an ECDSA (BIP-137) signature needs the payment address')
  const signed = signBitcoinMessage(key.key, request.message, request.protocol === 'bip322' ? 'bip322' : 'ecdsa')
  return { address: key.address, signature: toHex(fromBase64(signed.signature)), messageHash: signed.messageHash }
}

async function signPsbt(account: BitcoinAccount, request: Extract<BitcoinRequest, { method: 'signPsbt' }>, options: BitcoinSigningOptions) {
  const psbt = decodePsbt(request.psbt, request.method)
  const requests = request.signInputs.map(({ address, index, sighashTypes }) => {
    const key = addressKeyOf(account, address)
    if (!key) throw new Error(`${address} is not one of the account's addresses`)
    return { key: key.key, indexes: [index], ...(sighashTypes ? { sighashTypes } : {}) }
  })
  try {
    checkPsbtSigning(psbt, requests)
    signPsbtInputs(psbt, requests)
  } catch (error) {
    if (error instanceof PsbtSigningError) throw new Error(error.message)
    throw error
  }
  if (!request.broadcast) return { psbt: psbt.toBase64() }
  let hex: string
  try {
    hex = psbt.extractTransaction().toHex()
  } catch (error) {
    throw new Error(`the PSBT cannot be broadcast: ${error instanceof Error ? error.message : String(error)}`)
  }
  return { psbt: psbt.toBase64(), txid: await esploraOf(options).broadcast(hex) }
}

async function sendTransfer(account: BitcoinAccount, request: Extract<BitcoinRequest, { method: 'sendTransfer' }>, options: BitcoinSigningOptions) {
  const esplora = esploraOf(options)
  const [utxos, estimates] = await Promise.all([esplora.utxos(account.payment.address), esplora.feeEstimates()])
  const transfer = buildTransfer(account.payment, utxos, request.recipientAddress, BigInt(request.amount), request.memo, feeRateOf(estimates))
  const txid = await esplora.broadcast(transfer.hex)
  if (txid !== transfer.txid) throw new Error(`the node recorded ${txid}, not the transaction signed (${transfer.txid})`)
  return { txid }
}
