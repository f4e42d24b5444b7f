import { z } from 'zod'
import { SIGHASH_TYPES, type SighashName } from './sighashNames'

/** Far more than any sign-in or proof message; keeps the approval panel and the signer bounded. */
export const MAX_MESSAGE_BYTES = 64 * 1024
/** Bitcoin's standard transaction weight limit is 400k WU (at most 400 kB of transaction); a PSBT adds the spent outputs. */
export const MAX_PSBT_BYTES = 512 * 1024

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

export const purposes = z.array(z.enum(['payment', 'ordinals'])).min(1, 'name at least one purpose')

/** bitcoin:connect's input: optional, as are the purposes (default both). */
export const connectInput = z.looseObject({ purposes: purposes.optional() }).optional()

export const signMessageInput = z.looseObject({
  account,
  message: bytes('message', MAX_MESSAGE_BYTES),
  protocol: z.enum(['bip322', 'ecdsa']).optional(),
})

const sighash = z.enum(Object.keys(SIGHASH_TYPES) as [SighashName, ...SighashName[]])
const signingIndexes = z.array(z.number().int().nonnegative()).min(1, 'list at least one input index')

export const signTransactionInput = z.looseObject({
  psbt: bytes('psbt', MAX_PSBT_BYTES),
  inputsToSign: z.array(z.looseObject({ account, signingIndexes, sigHash: sighash.optional() })).min(1, 'list at least one account'),
  chain: z.string().optional(),
})
