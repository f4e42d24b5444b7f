import { z } from 'zod'
import { DEVNET_BITCOIN_ESPLORA_PORT } from '../../src/bitcoin/constants'

/** Berth Bitcoin Regtest's Esplora API, where the wallet reads its coins and broadcasts. */
export const DEFAULT_ESPLORA_URL = `http://127.0.0.1:${DEVNET_BITCOIN_ESPLORA_PORT}`

export interface EsploraOptions {
  esploraUrl?: string
  fetch?: typeof fetch
}

const utxos = z.array(
  z.looseObject({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().positive(),
    status: z.looseObject({ confirmed: z.boolean() }),
  }),
)
export type Utxo = z.infer<typeof utxos>[number]
const feeEstimates = z.record(z.string().regex(/^\d+$/), z.number().positive())
const txid = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'not a txid')

/** A fetch of the Esplora API: the body's text, or an Error with the API's own reason. */
async function call(options: EsploraOptions, path: string, init?: RequestInit): Promise<string> {
  const fetchImpl = options.fetch ?? ((input, request) => globalThis.fetch(input, request))
  const url = `${options.esploraUrl ?? DEFAULT_ESPLORA_URL}${path}`
  let response: Response
  try {
    response = await fetchImpl(url, init)
  } catch (error) {
    throw new Error(
      `the Bitcoin node's API at ${options.esploraUrl ?? DEFAULT_ESPLORA_URL} cannot be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const text = await response.text()
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${text.trim() || response.statusText}`)
  return text
}

function read<T extends z.ZodType>(schema: T, text: string, path: string): z.infer<T> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error(`GET ${path} answered something other than JSON`)
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Error(`GET ${path} answered an unexpected shape: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

/** GET /address/:a/utxo: confirmed and pending coins. */
export async function fetchUtxos(address: string, options: EsploraOptions): Promise<Utxo[]> {
  const path = `/address/${encodeURIComponent(address)}/utxo`
  return read(utxos, await call(options, path), path)
}

/** GET /fee-estimates: sat/vB by confirmation target. */
export async function fetchFeeEstimates(options: EsploraOptions): Promise<Record<string, number>> {
  return read(feeEstimates, await call(options, '/fee-estimates'), '/fee-estimates')
}

/** POST /tx with the raw transaction in hex: the txid, or the node's reason for refusing it. */
export async function broadcastTransaction(hex: string, options: EsploraOptions): Promise<string> {
  const text = await call(options, '/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })
  const parsed = txid.safeParse(text)
  if (!parsed.success) throw new Error('POST /tx answered something other than a txid')
  return parsed.data.toLowerCase()
}
