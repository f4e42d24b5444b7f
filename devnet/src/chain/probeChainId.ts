import { z } from 'zod'

const chainIdResponse = z.object({ result: z.string().regex(/^0x[0-9a-fA-F]+$/) })

/**
 * Asks `url` for eth_chainId. Returns the id, or undefined when nothing usable answers (refused,
 * timed out, not JSON-RPC): callers decide whether silence means "not up yet" or "free".
 */
export async function probeChainId(url: string, timeoutMs = 1000): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const parsed = chainIdResponse.safeParse(await response.json())
    return parsed.success ? Number.parseInt(parsed.data.result, 16) : undefined
  } catch {
    return undefined
  }
}
