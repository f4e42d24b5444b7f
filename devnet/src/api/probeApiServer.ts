import { z } from 'zod'
import { DEVNET_API_SERVICE } from './routes/control'

const healthSchema = z.object({ ok: z.literal(true), service: z.literal(DEVNET_API_SERVICE) })

export type ApiProbe = 'devnet-api' | 'other' | 'silent'

/** GET {url}/devnet/health: 'devnet-api' when a Berth devnet API answers, 'other' when something else does. */
export async function probeApiServer(url: string, timeoutMs = 1000): Promise<ApiProbe> {
  let response: Response
  try {
    response = await fetch(`${url}/devnet/health`, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return 'silent'
  }
  const body: unknown = await response.json().catch(() => undefined)
  return healthSchema.safeParse(body).success ? 'devnet-api' : 'other'
}
