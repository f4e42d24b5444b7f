import { getBase58Decoder, getBase64Decoder, signBytes } from '@solana/kit'
import { DEFAULT_SOLANA_RPC_URL } from '../../src/wallet/solana/solanaChains'
import { decodeWireTransaction, encodeWireTransaction, sendSignedTransaction, signWireTransaction } from '../../src/wallet/solana/solanaTransactions'
import { solanaKeys } from './accounts'
import { transactionBytes, type SolanaRequest } from './solanaRequests'

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

export interface SolanaSigningOptions {
  /** Berth Solana Devnet's JSON-RPC. */
  rpcUrl?: string
  fetch?: typeof fetch
}

/**
 * Does what an approved Solana request asks with keypair `index`, answering in WalletConnect's
 * shapes: { signature } (base58) for solana_signMessage and solana_signAndSendTransaction, and
 * { signature, transaction } (the wallet's own signature, and the signed transaction in base64)
 * for solana_signTransaction.
 */
export async function signSolanaRequest(
  request: SolanaRequest,
  index: number,
  options: SolanaSigningOptions = {},
): Promise<{ signature: string; transaction?: string }> {
  const signer = await solanaKeys.signer(index)
  if (request.method === 'solana_signMessage') {
    return { signature: base58(new Uint8Array(await signBytes(signer.keyPair.privateKey, request.message))) }
  }
  const transaction = decodeWireTransaction(transactionBytes(request.transaction, request.method), request.method)
  const signed = await signWireTransaction(signer, transaction, request.method)
  if (request.method === 'solana_signTransaction') {
    return { signature: base58(signed.signatures[signer.address]!), transaction: base64(encodeWireTransaction(signed)) }
  }
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const signature = await sendSignedTransaction(fetchImpl, options.rpcUrl ?? DEFAULT_SOLANA_RPC_URL, signed, request.sendOptions ?? {}, request.method)
  return { signature }
}
