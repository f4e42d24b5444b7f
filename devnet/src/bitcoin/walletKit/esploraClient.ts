import type { z } from 'zod'
import { DEVNET_HOST } from '../../chain/chains'
import { DEVNET_BITCOIN_ESPLORA_PORT } from '../constants'
import { esploraFeeEstimates, esploraTxid, esploraUtxos } from './esploraSchemas'

/** Berth Bitcoin Regtest's Esplora API, where the devnet wallets read coins and broadcast unless configured otherwise. */
export const DEFAULT_BITCOIN_ESPLORA_URL = `http://${DEVNET_HOST}:${DEVNET_BITCOIN_ESPLORA_PORT}`

/** A coin of an address as the Esplora API lists it. */
export type EsploraUtxo = z.infer<typeof esploraUtxos>[number]

/** The failure of a call to the Esplora API: its message names the call and what went wrong (the node's reason for a refused transaction). */
export class EsploraError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EsploraError'
  }
}

/**
 * What a devnet wallet reads from and sends to an Esplora API (Berth Bitcoin Regtest's by default):
 * coins, fee estimates and broadcasts. Every answer is validated with zod.
 */
export function esploraClient(baseUrl: string = DEFAULT_BITCOIN_ESPLORA_URL, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  const call = async (path: string, init?: RequestInit): Promise<string> => {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init)
    } catch (error) {
      throw new EsploraError(`Esplora API at ${baseUrl} unreachable (${error instanceof Error ? error.message : String(error)})`)
    }
    const text = await response.text()
    if (!response.ok) throw new EsploraError(`${init?.method ?? 'GET'} ${path} failed (${response.status}): ${text.slice(0, 300)}`)
    return text
  }
  const json = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> => {
    let body: unknown
    try {
      body = JSON.parse(await call(path))
    } catch (error) {
      if (error instanceof EsploraError) throw error
      throw new EsploraError(`GET ${path} did not answer JSON`)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new EsploraError(`GET ${path} answered an unexpected shape: ${issue ? `${issue.path.join('.')} ${issue.message}`.trim() : 'invalid'}`)
    }
    return parsed.data
  }
  return {
    /** GET /address/:a/utxo: the address's confirmed and pending coins. */
    utxos: (address: string) => json(`/address/${encodeURIComponent(address)}/utxo`, esploraUtxos),
    /** GET /fee-estimates: sat/vB by confirmation target. */
    feeEstimates: () => json('/fee-estimates', esploraFeeEstimates),
    /** POST /tx with the raw transaction in hex: the txid the node accepted, or an EsploraError with its reason. */
    async broadcast(hex: string): Promise<string> {
      const parsed = esploraTxid.safeParse(await call('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex }))
      if (!parsed.success) throw new EsploraError('POST /tx did not answer a txid')
      return parsed.data
    },
  }
}
/** An Esplora API client (see esploraClient). */
export type EsploraClient = ReturnType<typeof esploraClient>
