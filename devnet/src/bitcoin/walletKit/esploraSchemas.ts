import { z } from 'zod'

/** Esplora's GET /address/:a/utxo: confirmed and pending coins. */
export const esploraUtxos = z.array(
  z.looseObject({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().positive(),
    status: z.looseObject({ confirmed: z.boolean() }),
  }),
)

/** Esplora's GET /fee-estimates: sat/vB by confirmation target (a number of blocks). */
export const esploraFeeEstimates = z.record(z.string().regex(/^\d+$/), z.number().positive())

/** Esplora's POST /tx answer: the txid (lower-cased). */
export const esploraTxid = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'not a txid')
  .transform((txid) => txid.toLowerCase())
