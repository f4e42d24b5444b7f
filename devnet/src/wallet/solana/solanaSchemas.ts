import { z } from 'zod'

/** Solana's packet limit: no valid transaction is longer. */
export const MAX_TRANSACTION_BYTES = 1232
/** Far more than any sign-in or proof message; keeps the approval panel and the signer bounded. */
export const MAX_MESSAGE_BYTES = 64 * 1024

// A Uint8Array from any realm (a frame's, a test environment's): instanceof alone would refuse it.
const isUint8Array = (value: unknown): value is Uint8Array => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]'

/** Copied on parse: the page keeps its array and could change it between the approval and the signature. */
const bytes = (what: string, max: number) =>
  z
    .custom<Uint8Array>(isUint8Array, `${what} must be a Uint8Array`)
    .refine((value) => value.length > 0 && value.length <= max, `${what} must be 1 to ${max} bytes`)
    .transform((value) => Uint8Array.from(value))

/** A WalletAccount the page got from the wallet: only its address is read. */
const account = z.looseObject({ address: z.string().min(1) }, 'account must be one of the wallet’s accounts')
const commitment = z.enum(['processed', 'confirmed', 'finalized'])
const signOptions = z.looseObject({
  preflightCommitment: commitment.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

export const connectInput = z.looseObject({ silent: z.boolean().optional() }).optional()

export const signMessageInput = z.looseObject({ account, message: bytes('message', MAX_MESSAGE_BYTES) })

export const signTransactionInput = z.looseObject({
  account,
  transaction: bytes('transaction', MAX_TRANSACTION_BYTES),
  chain: z.string().optional(),
  options: signOptions.optional(),
})

export const signAndSendTransactionInput = z.looseObject({
  account,
  transaction: bytes('transaction', MAX_TRANSACTION_BYTES),
  chain: z.string(),
  options: signOptions
    .extend({
      commitment: commitment.optional(),
      skipPreflight: z.boolean().optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      mode: z.enum(['parallel', 'serial']).optional(),
    })
    .optional(),
})
export type SendOptions = NonNullable<z.infer<typeof signAndSendTransactionInput>['options']>

/** What sendTransaction answers: a base58 signature. */
export const base58Signature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'not a base58 signature')
