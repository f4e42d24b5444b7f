import { BaseError } from '../../../errors/BaseError.js'
import { SendFailedError } from '../../../errors/send.js'
import { TransactionRejectedError } from '../../../errors/transaction.js'
import type { Psbt } from 'bitcoinjs-lib/src/psbt'
import type { Bip122Network } from '../../../networks/defineBip122Network.js'
import type { AdapterTimeouts } from '../../types.js'
import { isBitcoinRejection } from '../rejection.js'
import { bitcoinjsNetwork } from '../bitcoinParams.js'
import { PsbtMismatchError } from '../errors.js'
import { esploraClient } from '../esplora/esploraClient.js'
import type { BitcoinWalletCalls } from '../walletCalls.js'
import { checkSignedPsbt, decodePsbt } from './checkSignedPsbt.js'

/** What a submit needs: the wallet's calls, the PSBT Berth built, who pays, and where it goes. */
export type SubmitBitcoinInput = {
  calls: BitcoinWalletCalls
  psbt: Psbt
  network: Bip122Network
  from: string
  receiver: string
  value: bigint
  timeouts: AdapterTimeouts
  preferSendTransfer: boolean
}

/** A wallet call that prompts: a "no" is TransactionRejectedError, Berth's own errors pass, anything else is SendFailedError. */
async function askWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isBitcoinRejection(error)) throw new TransactionRejectedError({ cause: error })
    if (error instanceof BaseError) throw error
    throw new SendFailedError({ cause: error })
  }
}

/**
 * Has the wallet sign the PSBT (inputs of the payment address, never broadcast by the wallet),
 * checks that what comes back is the same transaction, signed (checkSignedPsbt), finalizes and
 * extracts it, and broadcasts it through the network's Esplora API; the txid. With
 * `preferSendTransfer` and a wallet that offers sendTransfer, the wallet builds, signs and
 * broadcasts the payment itself instead.
 */
export async function submitBitcoinTransfer({
  calls,
  psbt,
  network,
  from,
  receiver,
  value,
  timeouts,
  preferSendTransfer,
}: SubmitBitcoinInput): Promise<string> {
  if (preferSendTransfer && calls.sendTransfer) {
    const sendTransfer = calls.sendTransfer
    return askWallet(() => sendTransfer([{ address: receiver, amount: value }], timeouts.connectTimeoutMs))
  }
  const indexes = psbt.txInputs.map((_, index) => index)
  const signed = await askWallet(() => calls.signPsbt(psbt.toBase64(), [{ address: from, indexes }], network, timeouts.connectTimeoutMs))
  const transaction = checkSignedPsbt(psbt, decodePsbt(signed, bitcoinjsNetwork(network.addressParams)))
  const txid = await esploraClient(network, timeouts.requestTimeoutMs).broadcast(transaction.toHex())
  if (txid !== transaction.getId()) throw new PsbtMismatchError(`the node reports ${txid}, not the transaction's id ${transaction.getId()}`)
  return txid
}
