import { DEVNET_OIDC_PORT, DEVNET_OIDC_SERVICE } from './devnetOidcClient'

export interface DevnetOidcOptions {
  /** Default 8792. A fixed port: the issuer names it. */
  port?: number
  /** The client's redirect URIs; default the frame's http://localhost:8790/social/callback. */
  redirectUris?: readonly string[]
}

export interface DevnetOidc {
  /** 'http://localhost:8792': the issuer, and where the provider answers. */
  issuer: string
  /** True when a devnet provider already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

/** Whether `url` answers GET /devnet/oidc/health as the devnet's OpenID Connect provider, as something else, or not at all. */
export async function probeDevnetOidc(url: string): Promise<'devnet-oidc' | 'other' | 'none'> {
  try {
    const response = await fetch(`${url}/devnet/oidc/health`, { signal: AbortSignal.timeout(1500) })
    const body = (await response.json().catch(() => undefined)) as { service?: unknown } | undefined
    return body?.service === DEVNET_OIDC_SERVICE ? 'devnet-oidc' : 'other'
  } catch {
    return 'none'
  }
}

/** The devnet's OpenID Connect provider for startDevnet: adopted when one already answers and reuseRunning is set. */
export async function startDevnetOidc(options: DevnetOidcOptions, host: string, reuseRunning: boolean, log: (line: string) => void): Promise<DevnetOidc> {
  const port = options.port ?? DEVNET_OIDC_PORT
  if (reuseRunning) {
    const url = `http://localhost:${port}`
    const probe = await probeDevnetOidc(url)
    if (probe === 'devnet-oidc') return { issuer: url, reused: true, stop: async () => {} }
    if (probe === 'other') throw new Error(`${url} answers, but not as the devnet OpenID Connect provider: stop that server or free the port`)
  }
  // oidc-provider takes most of a second to import: only when it starts, beside the other parts.
  const { startOidcServer } = await import('./startOidcServer')
  const server = await startOidcServer({ ...options, port, host, log: (line) => log(`oidc: ${line}`) })
  return { issuer: server.issuer, reused: false, stop: server.stop }
}
