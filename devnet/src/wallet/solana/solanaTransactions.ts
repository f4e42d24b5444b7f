import {
  assertIsFullySignedTransaction,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type KeyPairSigner,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { forwardRpc } from '../forwardRpc'
import { invalidParams, ProviderRpcError } from '../providerErrors'
import { base58Signature, type SendOptions } from './solanaSchemas'

/** Decodes wire bytes (legacy or v0) into kit's Transaction, or says why they are not one. */
export function decodeWireTransaction(bytes: Uint8Array, method: string): Transaction {
  try {
    return getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw invalidParams(`${method}: transaction: not a Solana wire transaction (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Refuses, before anyone is asked, a transaction whose message does not name `address` as a signer. */
export function assertAsksSigner(transaction: Transaction, address: string, method: string): void {
  if (!Object.hasOwn(transaction.signatures, address)) throw invalidParams(`${method}: the transaction does not ask ${address} to sign it`)
}

/** Adds the signer's signature and keeps the others: a transaction may be signed by several parties. */
export async function signWireTransaction(signer: KeyPairSigner, transaction: Transaction, method: string): Promise<Transaction> {
  assertAsksSigner(transaction, signer.address, method)
  return partiallySignTransaction([signer.keyPair], transaction)
}

export const encodeWireTransaction = (transaction: Transaction): Uint8Array => new Uint8Array(getTransactionEncoder().encode(transaction))

/**
 * Sends a signed transaction over the cluster's JSON-RPC (sendTransaction, base64) and answers its
 * signature as soon as the node accepts it; the node's refusal (preflight, blockhash, funds) comes back
 * as its JSON-RPC error.
 */
export async function sendSignedTransaction(
  fetchImpl: typeof fetch,
  rpcUrl: string,
  transaction: Transaction,
  options: SendOptions = {},
  method = 'signAndSendTransaction',
): Promise<Signature> {
  try {
    assertIsFullySignedTransaction(transaction)
  } catch {
    const missing = Object.entries(transaction.signatures)
      .filter(([, signature]) => signature === null)
      .map(([address]) => address)
    throw invalidParams(`${method}: the transaction still needs signatures from ${missing.join(', ')}`)
  }
  const { preflightCommitment, minContextSlot, skipPreflight, maxRetries } = options
  const result = await forwardRpc(fetchImpl, rpcUrl, 'sendTransaction', [
    getBase64EncodedWireTransaction(transaction),
    { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot },
  ])
  const expected = getSignatureFromTransaction(transaction)
  const parsed = base58Signature.safeParse(result)
  if (!parsed.success || parsed.data !== expected) {
    throw new ProviderRpcError(-32603, `The Solana node at ${rpcUrl} answered sendTransaction with ${JSON.stringify(result)}, not the signature ${expected}`)
  }
  return expected
}
