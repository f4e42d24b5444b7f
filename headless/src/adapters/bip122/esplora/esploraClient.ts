import type * as z from 'zod/mini'
import { HttpRequestError, RpcRequestError } from '../../../errors/http.js'
import { RequestTimeoutError } from '../../../errors/provider.js'
import type { Network } from '../../../networks/types.js'
import { EsploraResponseError, TransactionRefusedByNodeError } from '../errors.js'
import {
  addressSchema,
  feeEstimatesSchema,
  txidSchema,
  txStatusSchema,
  utxosSchema,
  type EsploraAddress,
  type FeeEstimates,
  type TxStatus,
  type Utxo,
} from './schemas.js'

/** How long one Esplora request may take unless the caller says. */
export const ESPLORA_TIMEOUT_MS = 10_000

/** The Esplora API calls Berth makes, on one network's API, each bounded by `timeoutMs` and checked against its schema. */
export type EsploraClient = {
  url: string
  utxos(address: string): Promise<Utxo[]>
  address(address: string): Promise<EsploraAddress>
  feeEstimates(): Promise<FeeEstimates>
  /** Broadcasts a raw transaction (hex); the txid the node gives. A refusal is TransactionRefusedByNodeError with the node's reason. */
  broadcast(hex: string): Promise<string>
  txStatus(txid: string): Promise<TxStatus>
}

/** The first wrong field of a failed parse, as a reader would name it ('[0].value', 'chain_stats.funded_txo_sum'). */
function problemOf(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'the answer is not what the endpoint returns'
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '')
  return `${path || 'the answer'} is wrong (${issue.message})`
}

/**
 * A client of the network's Esplora API (its first RPC URL). A node that does not answer is an
 * HttpRequestError ('no response from …'), a status that is not 2xx one with the status, a wait
 * past `timeoutMs` a RequestTimeoutError, and an answer of the wrong shape an EsploraResponseError
 * naming the endpoint and the field.
 */
export function esploraClient(network: Pick<Network, 'name' | 'rpcUrls'>, timeoutMs = ESPLORA_TIMEOUT_MS): EsploraClient {
  const base = network.rpcUrls.default.http[0]?.replace(/\/+$/, '')
  if (!base) throw new RpcRequestError('esplora', { details: `${network.name} has no Esplora API URL` })

  const request = async (endpoint: string, path: string, init?: RequestInit): Promise<Response> => {
    const url = `${base}${path}`
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      const name = error instanceof Error || error instanceof DOMException ? error.name : undefined
      if (name === 'TimeoutError' || name === 'AbortError') throw new RequestTimeoutError(endpoint, timeoutMs)
      throw new HttpRequestError(url, undefined, {
        cause: error,
        details: `no response from ${url}: the Esplora API of ${network.name} is down or unreachable`,
      })
    }
    return response
  }

  const getJson = async <T>(endpoint: string, path: string, schema: z.ZodMiniType<T>): Promise<T> => {
    const response = await request(endpoint, path)
    if (!response.ok)
      throw new HttpRequestError(`${base}${path}`, response.status, {
        details: `status ${response.status} from ${endpoint}: ${(await response.text().catch(() => '')).slice(0, 200)}`,
      })
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new EsploraResponseError(endpoint, 'the answer is not JSON')
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new EsploraResponseError(endpoint, problemOf(parsed.error))
    return parsed.data
  }

  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`

  return {
    url: base,
    utxos: (address) => getJson('GET /address/:address/utxo', `${addressPath(address)}/utxo`, utxosSchema),
    address: async (address) => {
      const answer = await getJson('GET /address/:address', addressPath(address), addressSchema)
      if (answer.address !== address) throw new EsploraResponseError('GET /address/:address', `address is ${answer.address}, not the address asked for`)
      return answer
    },
    feeEstimates: () => getJson('GET /fee-estimates', '/fee-estimates', feeEstimatesSchema),
    txStatus: (txid) => getJson('GET /tx/:txid/status', `/tx/${encodeURIComponent(txid)}/status`, txStatusSchema),
    async broadcast(hex) {
      const response = await request('POST /tx', '/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } })
      const text = (await response.text().catch(() => '')).trim()
      if (!response.ok) {
        if (response.status >= 400 && response.status < 500) throw new TransactionRefusedByNodeError(text.slice(0, 500) || `status ${response.status}`)
        throw new HttpRequestError(`${base}/tx`, response.status, { details: `status ${response.status} from POST /tx: ${text.slice(0, 200)}` })
      }
      const txid = txidSchema.safeParse(text)
      if (!txid.success) throw new EsploraResponseError('POST /tx', 'the answer is not a transaction id')
      return txid.data.toLowerCase()
    },
  }
}
