import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { z } from 'zod'
import { describeMessage } from '../../src/wallet/solana/describeMessage'
import { MAX_MESSAGE_BYTES, MAX_TRANSACTION_BYTES } from '../../src/wallet/solana/solanaSchemas'
import { decodeWireTransaction } from '../../src/wallet/solana/solanaTransactions'
import { InvalidRequestError } from './requestErrors'

/** The WalletConnect Solana methods the wallet answers (WalletConnect's Solana JSON-RPC reference). */
export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const
export type SolanaMethod = (typeof SOLANA_WALLET_METHODS)[number]
export const isSolanaMethod = (method: string): method is SolanaMethod => (SOLANA_WALLET_METHODS as readonly string[]).includes(method)
export const isSolanaRequest = (request: { method: string }): request is SolanaRequest => isSolanaMethod(request.method)

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
const commitment = z.enum(['processed', 'confirmed', 'finalized'])

const signMessageParams = z.looseObject({
  message: base58.max(Math.ceil(MAX_MESSAGE_BYTES * 1.4)),
  pubkey: base58.min(32).max(44),
})
const transactionParams = z.looseObject({ transaction: base64.max(Math.ceil((MAX_TRANSACTION_BYTES * 4) / 3) + 4) })
const signAndSendParams = transactionParams.extend({
  sendOptions: z
    .looseObject({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: commitment.optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      minContextSlot: z.number().int().nonnegative().optional(),
    })
    .optional(),
})

/** A Solana request, parsed. Transactions stay base64 (the store holds plain data); they were decoded once to check them. */
export type SolanaRequest =
  | { method: 'solana_signMessage'; signer: string; message: Uint8Array; text: string }
  | { method: 'solana_signTransaction'; signer: undefined; transaction: string }
  | { method: 'solana_signAndSendTransaction'; signer: undefined; transaction: string; sendOptions: z.infer<typeof signAndSendParams>['sendOptions'] }

function parse<T extends z.ZodType>(schema: T, value: unknown, method: string): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new InvalidRequestError(`Invalid params: ${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'rejected'}`)
}

/** The wire bytes of a base64 transaction, refused unless they decode as a Solana transaction. */
export function transactionBytes(transaction: string, method: string): Uint8Array {
  const bytes = new Uint8Array(getBase64Encoder().encode(transaction))
  try {
    decodeWireTransaction(bytes, method)
  } catch (error) {
    throw new InvalidRequestError(error instanceof Error ? error.message : String(error))
  }
  return bytes
}

export function parseSolanaRequest(method: SolanaMethod, params: unknown): SolanaRequest {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(signMessageParams, params, method)
      const bytes = new Uint8Array(getBase58Encoder().encode(message))
      if (bytes.length === 0) throw new InvalidRequestError(`Invalid params: ${method}: message: must not be empty`)
      return { method, signer: pubkey, message: bytes, text: describeMessage(bytes) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(transactionParams, params, method)
      transactionBytes(transaction, method)
      return { method, signer: undefined, transaction }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parse(signAndSendParams, params, method)
      transactionBytes(transaction, method)
      return { method, signer: undefined, transaction, sendOptions }
    }
  }
}

export function describeSolanaRequest(request: SolanaRequest): string {
  switch (request.method) {
    case 'solana_signMessage':
      return 'Sign a message'
    case 'solana_signTransaction':
      return 'Sign a Solana transaction'
    case 'solana_signAndSendTransaction':
      return 'Sign and send a Solana transaction'
  }
}
