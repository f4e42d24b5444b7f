import { z } from 'zod'
import { encodeTransaction } from '../../encoding/encodeTransaction'
import { rpcErrorCodes, SolanaRpcError } from '../../errors/rpcError'
import type { TransactionRecord } from '../../ledger/transactionRecord'
import { defineMethod } from '../defineMethod'
import { checkMinContextSlot, withContext, type SolanaRpcContext } from '../rpcContext'
import { addressSchema, confirmedContextConfigSchema, signatureSchema } from '../schemas'

// agave's MAX_GET_SIGNATURE_STATUSES_QUERY_ITEMS and MAX_GET_CONFIRMED_SIGNATURES_FOR_ADDRESS2_LIMIT.
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

const transactionEncodingSchema = z.enum(['json', 'jsonParsed', 'base58', 'base64'])
const getTransactionConfigSchema = z.union([
  transactionEncodingSchema,
  confirmedContextConfigSchema.extend({ encoding: transactionEncodingSchema.optional(), maxSupportedTransactionVersion: z.literal(0).optional() }),
])

/** Every slot is final when produced: a recorded transaction is finalized, and nothing counts confirmations. */
const status = (record: TransactionRecord) => ({
  slot: record.slot,
  confirmations: null,
  err: record.err,
  status: record.err === null ? { Ok: null } : { Err: record.err },
  confirmationStatus: 'finalized' as const,
})

const unsupportedVersion = (version: number) =>
  new SolanaRpcError(
    rpcErrorCodes.unsupportedTransactionVersion,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )

/** What became of sent transactions: statuses, the transactions themselves, an address's history. */
export const historyMethods = [
  defineMethod(
    'getSignatureStatuses',
    z.tuple([
      z.array(signatureSchema).max(MAX_SIGNATURE_STATUSES, { error: `Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}` }),
      z.object({ searchTransactionHistory: z.boolean().optional() }).optional(),
    ]),
    ([signatures], { cluster }: SolanaRpcContext) =>
      withContext(
        cluster,
        signatures.map((signature) => {
          const record = cluster.ledger.get(signature)
          return record ? status(record) : null
        }),
      ),
  ),
  defineMethod('getTransaction', z.tuple([signatureSchema, getTransactionConfigSchema.optional()]), ([signature, config], { cluster }: SolanaRpcContext) => {
    const options = typeof config === 'string' ? { encoding: config } : (config ?? {})
    if (typeof config === 'object') checkMinContextSlot(cluster, config)
    const record = cluster.ledger.get(signature)
    if (!record) return null
    const withVersion = 'maxSupportedTransactionVersion' in options && options.maxSupportedTransactionVersion !== undefined
    if (record.wire.message.version === 0 && !withVersion) throw unsupportedVersion(0)
    return encodeTransaction(record, { encoding: options.encoding ?? 'json', withVersion })
  }),
  defineMethod(
    'getSignaturesForAddress',
    z.tuple([
      addressSchema,
      confirmedContextConfigSchema
        .extend({
          limit: z
            .number()
            .int()
            .min(1)
            .max(MAX_SIGNATURES_FOR_ADDRESS, { error: `Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}` })
            .optional(),
          before: signatureSchema.optional(),
          until: signatureSchema.optional(),
        })
        .optional(),
    ]),
    ([address, config], { cluster }: SolanaRpcContext) => {
      checkMinContextSlot(cluster, config)
      return cluster.ledger
        .signaturesForAddress(address, { limit: config?.limit ?? MAX_SIGNATURES_FOR_ADDRESS, before: config?.before, until: config?.until })
        .map((record) => ({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          memo: record.memo,
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        }))
    },
  ),
]
