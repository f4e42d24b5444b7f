import { isAddress, isSignature } from '@solana/kit'
import { z } from 'zod'

/** A base58 address of 32 bytes. */
export const addressSchema = z.string().refine(isAddress, { error: 'expected a base58 address (32 bytes)' })

/** A base58 transaction signature of 64 bytes. */
export const signatureSchema = z.string().refine(isSignature, { error: 'expected a base58 signature (64 bytes)' })

/** A base58 blockhash: 32 bytes, like an address. */
export const blockhashSchema = addressSchema

const u64 = z.number().int().nonnegative()
export const slotSchema = u64

export const commitmentSchema = z.enum(['processed', 'confirmed', 'finalized'])

/** The config most reads take: the commitment (every slot is final here, so all see the same state) and minContextSlot. */
export const contextConfigSchema = z.object({ commitment: commitmentSchema.optional(), minContextSlot: slotSchema.optional() })

/** Reads of recorded transactions, where agave refuses `processed`. */
export const confirmedContextConfigSchema = contextConfigSchema.extend({
  commitment: z.enum(['confirmed', 'finalized'], { error: 'Method does not support commitment below `confirmed`' }).optional(),
})

export const accountEncodingSchema = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'])
export const dataSliceSchema = z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })

export const accountConfigSchema = contextConfigSchema.extend({ encoding: accountEncodingSchema.optional(), dataSlice: dataSliceSchema.optional() })

export const transactionEncodingSchema = z.enum(['base58', 'base64'])

export { u64 as u64Schema }
