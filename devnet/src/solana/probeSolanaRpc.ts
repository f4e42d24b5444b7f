import { z } from 'zod'
import { DEVNET_SOLANA_GENESIS_HASH } from './constants'

const genesisResponse = z.object({ result: z.string() })

export type SolanaRpcProbe = 'devnet-solana' | 'other' | 'silent'

/**
 * Asks `url` for getGenesisHash: 'devnet-solana' when Berth Solana Devnet answers, 'other' when
 * something else holds the port (another cluster, not JSON-RPC), 'silent' when nothing answers.
 */
export async function probeSolanaRpc(url: string, timeoutMs = 1000): Promise<SolanaRpcProbe> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    return 'silent'
  }
  const parsed = genesisResponse.safeParse(await response.json().catch(() => undefined))
  return parsed.success && parsed.data.result === DEVNET_SOLANA_GENESIS_HASH ? 'devnet-solana' : 'other'
}
