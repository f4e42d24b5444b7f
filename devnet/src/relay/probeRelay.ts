import { z } from 'zod'
import { DEVNET_RELAY_SERVICE } from './constants'

const healthSchema = z.object({ ok: z.literal(true), service: z.literal(DEVNET_RELAY_SERVICE) })

export type RelayProbe = 'devnet-relay' | 'other' | 'silent'

/**
 * GET http://{host}:{port}/devnet/relay/health: 'devnet-relay' when a Berth devnet relay answers,
 * 'other' when something else holds the port, 'silent' when nothing answers.
 */
export async function probeRelay(httpUrl: string, timeoutMs = 1000): Promise<RelayProbe> {
  let response: Response
  try {
    response = await fetch(`${httpUrl}/devnet/relay/health`, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return 'silent'
  }
  const body: unknown = await response.json().catch(() => undefined)
  return healthSchema.safeParse(body).success ? 'devnet-relay' : 'other'
}
