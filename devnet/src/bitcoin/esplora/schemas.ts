import { z } from 'zod'

/** A transaction id: 64 hex characters, display order; answered lower-case. */
export const txidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'a txid is 64 hex characters')
  .transform((txid) => txid.toLowerCase())

/** POST /tx's body: a raw transaction in hex, surrounding whitespace allowed. */
export const rawTxSchema = z
  .string()
  .trim()
  .min(2, 'the body is empty: send the raw transaction in hex')
  .regex(/^([0-9a-fA-F]{2})+$/, 'the body is not hex: send the raw transaction in hex')

/** A block height in the URL. */
export const heightSchema = z.coerce.number().int().min(0).max(1e9)

/** POST /devnet/mine: how many blocks (default 1), and to which regtest address (default the devnet faucet). */
export const mineBodySchema = z.object({ blocks: z.number().int().min(1).max(1000).optional(), address: z.string().max(100).optional() }).strict()
