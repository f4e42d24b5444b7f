import { z } from 'zod'
import { MAX_MESSAGE_BYTES, MAX_PSBT_BYTES, purposes } from './bitcoinSchemas'

/** sats-connect's `request(method, params)`: the method is a non-empty name; params are checked per method below. */
export const satsConnectMethod = z.string().min(1, 'method must be a non-empty string')

const noParams = z.union([z.null(), z.undefined(), z.strictObject({})])

export const getAddressesParams = z.looseObject({ purposes, message: z.string().max(1000).optional() })
export const getNetworkParams = noParams
export const disconnectParams = noParams

export const signMessageParams = z.looseObject({
  address: z.string().min(1),
  message: z.string().refine((message) => new TextEncoder().encode(message).length <= MAX_MESSAGE_BYTES, `message must be at most ${MAX_MESSAGE_BYTES} bytes`),
  protocol: z.enum(['BIP322', 'ECDSA']).optional(),
})

const base64 = z.base64('psbt must be base64').max(Math.ceil(MAX_PSBT_BYTES / 3) * 4, 'psbt is too large')

export const signPsbtParams = z.looseObject({
  psbt: base64.min(1),
  signInputs: z
    .record(z.string().min(1), z.array(z.number().int().nonnegative()).min(1, 'list at least one input index'))
    .refine((inputs) => Object.keys(inputs).length > 0, 'list at least one address'),
  broadcast: z.boolean().optional(),
})

export const sendTransferParams = z.looseObject({
  recipients: z
    .array(z.looseObject({ address: z.string().min(1), amount: z.number().int().positive().max(21e14) }))
    .min(1, 'list at least one recipient')
    .max(100),
})
