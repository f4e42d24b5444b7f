import * as z from 'zod/mini'

const sats = z.number().check(z.int(), z.gte(0), z.lte(21e14))
const count = z.number().check(z.int(), z.gte(0))

/** A transaction id: 64 hex digits. */
export const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/i))

/** `/tx/:txid/status` (and a UTXO's `status`): confirmed, and where when it is. */
export const txStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(count),
  block_hash: z.optional(z.string()),
  block_time: z.optional(count),
})

/** One entry of `/address/:address/utxo`: the outpoint, its value in satoshis, its status. */
export const utxoSchema = z.object({ txid: txidSchema, vout: count, value: sats, status: txStatusSchema })

/** `/address/:address/utxo`. */
export const utxosSchema = z.array(utxoSchema)

const statsSchema = z.object({ funded_txo_sum: sats, spent_txo_sum: sats, funded_txo_count: count, spent_txo_count: count, tx_count: count })

/** `/address/:address`: its confirmed (`chain_stats`) and mempool (`mempool_stats`) sums. */
export const addressSchema = z.object({ address: z.string(), chain_stats: statsSchema, mempool_stats: statsSchema })

/** `/fee-estimates`: sat/vB by confirmation target in blocks ('1', '6', '144', ...). */
export const feeEstimatesSchema = z.record(z.string().check(z.regex(/^\d{1,4}$/)), z.number().check(z.gt(0), z.lte(100_000)))

/** An unspent output of the sender's. */
export type Utxo = z.infer<typeof utxoSchema>
/** A transaction's status. */
export type TxStatus = z.infer<typeof txStatusSchema>
/** An address's Esplora stats. */
export type EsploraAddress = z.infer<typeof addressSchema>
/** The fee table. */
export type FeeEstimates = z.infer<typeof feeEstimatesSchema>
