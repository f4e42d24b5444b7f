import { z } from 'zod'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_SERVICE } from './constants'

const healthResponse = z.object({ service: z.string(), chainId: z.string() })

export type BitcoinEsploraProbe = 'devnet-bitcoin' | 'other' | 'silent'

/**
 * Asks `url` for /devnet/health: 'devnet-bitcoin' when Berth Bitcoin Regtest answers, 'other' when
 * something else holds the port, 'silent' when nothing answers.
 */
export async function probeBitcoinEsplora(url: string, timeoutMs = 1000): Promise<BitcoinEsploraProbe> {
  let response: Response
  try {
    response = await fetch(`${url}/devnet/health`, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return 'silent'
  }
  const parsed = healthResponse.safeParse(await response.json().catch(() => undefined))
  return parsed.success && parsed.data.service === DEVNET_BITCOIN_SERVICE && parsed.data.chainId === DEVNET_BITCOIN_CHAIN_ID ? 'devnet-bitcoin' : 'other'
}
