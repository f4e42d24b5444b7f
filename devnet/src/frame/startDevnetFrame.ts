import type { SendFrameMail } from './auth/mail'
import { DEVNET_FRAME_SERVICE } from './createFrameApp'
import type { FrameNetwork } from './frameNetworks'
import { DEVNET_FRAME_PORT, startFrameServer } from './startFrameServer'

export interface DevnetFrameOptions {
  /** Default 8790. A fixed port: apps name the frame's origin. */
  port?: number
  /** The social logins' OpenID Connect provider; default http://localhost:8792 (startDevnet names its own). */
  oidcIssuer?: string
  /** The Farcaster sign-in relay; default http://127.0.0.1:8793 (startDevnet names its own). */
  farcasterRelayUrl?: string
}

export interface DevnetFrame {
  /** 'http://localhost:8790'. */
  url: string
  /** True when a devnet frame already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

async function answersAsFrame(url: string): Promise<'devnet-frame' | 'other' | 'none'> {
  try {
    const response = await fetch(`${url}/devnet/frame/health`, { signal: AbortSignal.timeout(1500) })
    const body = (await response.json().catch(() => undefined)) as { service?: unknown } | undefined
    return body?.service === DEVNET_FRAME_SERVICE ? 'devnet-frame' : 'other'
  } catch {
    return 'none'
  }
}

/** The embedded wallet's secure frame for startDevnet: adopted when one already answers and reuseRunning is set. */
export async function startDevnetFrame(
  options: DevnetFrameOptions,
  networks: readonly FrameNetwork[],
  sendMail: SendFrameMail,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetFrame> {
  const port = options.port ?? DEVNET_FRAME_PORT
  if (reuseRunning && port !== 0) {
    const url = `http://localhost:${port}`
    const probe = await answersAsFrame(url)
    if (probe === 'devnet-frame') return { url, reused: true, stop: async () => {} }
    if (probe === 'other') throw new Error(`${url} answers, but not as the devnet's secure frame: stop that server or free the port`)
  }
  const server = await startFrameServer({
    networks,
    sendMail,
    port,
    host,
    ...(options.oidcIssuer ? { oidcIssuer: options.oidcIssuer } : {}),
    ...(options.farcasterRelayUrl ? { farcasterRelayUrl: options.farcasterRelayUrl } : {}),
    log: (line) => log(`frame: ${line}`),
  })
  return { url: server.url, reused: false, stop: server.stop }
}
