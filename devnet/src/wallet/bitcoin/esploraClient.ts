import type { z } from 'zod'
import { esploraFeeEstimates, esploraTxid, esploraUtxos } from './satsConnectSchemas'

export type EsploraUtxo = z.infer<typeof esploraUtxos>[number]

/** The failure of a call to the Esplora API: its message names the call and what went wrong (the node's reason for a refused transaction). */
export class EsploraError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EsploraError'
  }
}

/** What the wallet reads from and sends to an Esplora API (Berth Bitcoin Regtest's by default); every answer is validated. */
export function esploraClient(baseUrl: string, fetchImpl: typeof fetch) {
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
    if (!parsed.success) throw new EsploraError(`GET ${path} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
    return parsed.data
  }
  return {
    utxos: (address: string) => json(`/address/${encodeURIComponent(address)}/utxo`, esploraUtxos),
    feeEstimates: () => json('/fee-estimates', esploraFeeEstimates),
    /** POST /tx: the txid the node accepted, or an EsploraError with its reason. */
    async broadcast(hex: string): Promise<string> {
      const parsed = esploraTxid.safeParse(await call('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex }))
      if (!parsed.success) throw new EsploraError('POST /tx did not answer a txid')
      return parsed.data
    },
  }
}
export type EsploraClient = ReturnType<typeof esploraClient>
