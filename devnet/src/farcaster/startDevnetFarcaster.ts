import { DEVNET_FARCASTER_PORT, DEVNET_FARCASTER_SERVICE } from './constants'
import { startFarcasterServer } from './startFarcasterServer'

export interface DevnetFarcasterOptions {
  /** Default 8793. 0 picks a free port (a test's own relay). */
  port?: number
}

export interface DevnetFarcaster {
  /** 'http://127.0.0.1:8793': the relay URL for @farcaster/auth-client, and the approval page's origin. */
  url: string
  /** True when a Devnet Farcaster relay already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

/** GET {url}/devnet/farcaster/health: ours, something else, or nothing on the port. */
export async function probeFarcasterRelay(url: string, timeoutMs = 1500): Promise<'devnet-farcaster' | 'other' | 'none'> {
  try {
    const response = await fetch(`${url}/devnet/farcaster/health`, { signal: AbortSignal.timeout(timeoutMs) })
    const body = (await response.json().catch(() => undefined)) as { service?: unknown } | undefined
    return body?.service === DEVNET_FARCASTER_SERVICE ? 'devnet-farcaster' : 'other'
  } catch {
    return 'none'
  }
}

/** The Farcaster sign-in relay for startDevnet: adopted when one already answers and reuseRunning is set. */
export async function startDevnetFarcaster(
  options: DevnetFarcasterOptions,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetFarcaster> {
  const port = options.port ?? DEVNET_FARCASTER_PORT
  if (reuseRunning && port !== 0) {
    const url = `http://${host}:${port}`
    const probe = await probeFarcasterRelay(url)
    if (probe === 'devnet-farcaster') return { url, reused: true, stop: async () => {} }
    if (probe === 'other') throw new Error(`${url} answers, but not as the Devnet Farcaster relay: stop that server or free the port`)
  }
  const server = await startFarcasterServer({ port, host, log: (line) => log(`farcaster: ${line}`) })
  return { url: server.url, reused: false, stop: server.stop }
}
