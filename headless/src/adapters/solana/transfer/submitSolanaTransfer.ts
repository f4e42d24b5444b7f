import type { SolanaSignAndSendTransactionFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import { getBase58Decoder, getBase64EncodedWireTransaction, getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'
import * as z from 'zod/mini'
import { BaseError } from '../../../errors/BaseError.js'
import { RpcRequestError } from '../../../errors/http.js'
import { InvalidProviderResponseError } from '../../../errors/provider.js'
import { SendFailedError } from '../../../errors/send.js'
import { TransactionRejectedError } from '../../../errors/transaction.js'
import type { Network } from '../../../networks/types.js'
import type { AdapterTimeouts } from '../../types.js'
import { callWallet, isUserRejection } from '../callWallet.js'
import { WalletFeatureNotSupportedError } from '../walletFeatureError.js'
import type { Connector } from '../../connector.js'
import { base58Signature } from '../base58Signature.js'
import { networkSolanaRpc, SOLANA_RPC_TIMEOUT_MS } from '../solanaRpc.js'
import { walletFeature } from '../solanaWallet.js'
import { accountOf, walletOf } from '../walletAccount.js'
import { fromSendError, fromWalletSendError } from './clusterError.js'
import { walletChain } from './walletChain.js'

type SignAndSend = SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']
type SignTransaction = SolanaSignTransactionFeature['solana:signTransaction']

const signatureSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))

export type SubmitInput = { network: Network; from: string; transaction: Transaction; timeouts: AdapterTimeouts }

/**
 * Asks the wallet to sign the transaction and has it sent; resolves with its signature (base58) as
 * soon as the cluster took it. A wallet that knows the network sends itself
 * (`solana:signAndSendTransaction`); otherwise it signs (`solana:signTransaction`) and Berth sends
 * over the network's own node, so the transaction lands on the app's cluster, never the wallet's.
 */
export async function submitSolanaTransfer(connector: Connector, { network, from, transaction, timeouts }: SubmitInput): Promise<string> {
  const wallet = walletOf(connector)
  const account = accountOf(wallet, from)
  const wire = new Uint8Array(getTransactionEncoder().encode(transaction))
  const chain = walletChain(wallet, network)
  const signAndSend = walletFeature<SignAndSend>(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')
  const signOnly = walletFeature<SignTransaction>(wallet, 'solana:signTransaction', 'signTransaction')

  if (signAndSend && (chain || !signOnly)) {
    const outputs = await askWallet('solana:signAndSendTransaction', timeouts.connectTimeoutMs, () =>
      signAndSend.signAndSendTransaction({ account, chain: chain ?? network.caipNetworkId, transaction: wire, options: { preflightCommitment: 'confirmed' } }),
    )
    const signature = base58Signature((outputs[0] as { signature?: unknown } | undefined)?.signature)
    if (!signature) throw new InvalidProviderResponseError('solana:signAndSendTransaction', { details: 'the wallet did not return a 64-byte signature' })
    return signature
  }
  if (!signOnly) throw new WalletFeatureNotSupportedError('solana:signTransaction')

  const outputs = await askWallet('solana:signTransaction', timeouts.connectTimeoutMs, () =>
    signOnly.signTransaction({ account, transaction: wire, ...(chain ? { chain } : {}) }),
  )
  const signed = signedBy((outputs[0] as { signedTransaction?: unknown } | undefined)?.signedTransaction, from)
  const { rpc, url } = networkSolanaRpc(network)
  let answer: unknown
  try {
    answer = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed.transaction), { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send({ abortSignal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS) })
  } catch (error) {
    throw fromSendError(url, error)
  }
  if (!signatureSchema.safeParse(answer).success || answer !== signed.signature) {
    throw new RpcRequestError('sendTransaction', { details: "the node did not answer with the transaction's signature" })
  }
  return signed.signature
}

async function askWallet(method: string, timeoutMs: number, call: () => Promise<readonly unknown[]>): Promise<readonly unknown[]> {
  let outputs: unknown
  try {
    outputs = await callWallet(method, call, timeoutMs)
  } catch (error) {
    if (error instanceof BaseError) throw error
    if (isUserRejection(error)) throw new TransactionRejectedError({ cause: error })
    throw fromWalletSendError(error) ?? new SendFailedError({ cause: error })
  }
  if (!Array.isArray(outputs)) throw new InvalidProviderResponseError(method, { details: 'the wallet did not return a list of outputs' })
  return outputs
}

/** The wallet's signed transaction, decoded, with the sender's signature in place. */
function signedBy(bytes: unknown, from: string): { transaction: Transaction; signature: string } {
  const invalid = (details: string) => new InvalidProviderResponseError('solana:signTransaction', { details })
  if (!(bytes instanceof Uint8Array)) throw invalid('the wallet did not return the signed transaction')
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (cause) {
    throw new InvalidProviderResponseError('solana:signTransaction', { cause, details: 'the signed transaction does not decode' })
  }
  const signature = (transaction.signatures as Record<string, Uint8Array | null>)[from]
  if (!signature || signature.every((byte) => byte === 0)) throw invalid("the signed transaction lacks the sender's signature")
  return { transaction, signature: getBase58Decoder().decode(signature) }
}
