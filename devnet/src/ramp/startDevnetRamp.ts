import type { RampChain } from './creditWallet'
import { DEVNET_RAMP_PORT, DEVNET_RAMP_SERVICE, startRampServer } from './startRampServer'

export interface DevnetRampOptions {
  /** Default 8791. A fixed port: the API's checkout URLs name it. */
  port?: number
}

export interface DevnetRamp {
  /** 'http://localhost:8791'. */
  url: string
  /** True when a Devnet Ramp already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

async function answersAsRamp(url: string): Promise<'devnet-ramp' | 'other' | 'none'> {
  try {
    const response = await fetch(`${url}/devnet/ramp/health`, { signal: AbortSignal.timeout(1500) })
    const body = (await response.json().catch(() => undefined)) as { service?: unknown } | undefined
    return body?.service === DEVNET_RAMP_SERVICE ? 'devnet-ramp' : 'other'
  } catch {
    return 'none'
  }
}

/** Devnet Ramp for startDevnet: adopted when one already answers and reuseRunning is set. */
export async function startDevnetRamp(
  options: DevnetRampOptions,
  apiUrl: string,
  chains: readonly RampChain[],
  solanaUrl: string | undefined,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetRamp> {
  const port = options.port ?? DEVNET_RAMP_PORT
  if (port === 0) throw new Error('Devnet Ramp needs a fixed port: the checkout URLs the API hands out name it')
  if (reuseRunning) {
    const url = `http://localhost:${port}`
    const probe = await answersAsRamp(url)
    if (probe === 'devnet-ramp') return { url, reused: true, stop: async () => {} }
    if (probe === 'other') throw new Error(`${url} answers, but not as Devnet Ramp: stop that server or free the port`)
  }
  const server = await startRampServer({ apiUrl, chains, solanaUrl, port, host, log: (line) => log(`ramp: ${line}`) })
  return { url: server.url, reused: false, stop: server.stop }
}
