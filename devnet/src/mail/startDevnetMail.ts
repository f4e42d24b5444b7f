import { DEVNET_MAIL_INBOX_PORT, DEVNET_MAIL_SERVICE } from './constants'
import { mailHealthSchema } from './mailMessage'
import { startMailServer } from './startMailServer'

export interface DevnetMailOptions {
  /** Default 2525. */
  smtpPort?: number
  /** Default 8794. */
  inboxPort?: number
}

export interface DevnetMail {
  /** 'smtp://127.0.0.1:2525', where the devnet's services send mail (sendDevnetMail). */
  smtpUrl: string
  /** 'http://127.0.0.1:8794': the inbox a person reads, and its JSON API (/api/messages). */
  inboxUrl: string
  /** True when a devnet mail server already answering on the inbox port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

/** What answers on an inbox URL: our devnet mail (with its SMTP URL), something else, or nothing. */
export async function probeMailServer(inboxUrl: string): Promise<{ kind: 'devnet-mail'; smtpUrl: string } | { kind: 'other' } | { kind: 'none' }> {
  let response: Response
  try {
    response = await fetch(`${inboxUrl}/devnet/mail/health`, { signal: AbortSignal.timeout(1500) })
  } catch {
    return { kind: 'none' }
  }
  const health = mailHealthSchema.safeParse(await response.json().catch(() => undefined))
  return health.success && health.data.service === DEVNET_MAIL_SERVICE ? { kind: 'devnet-mail', smtpUrl: health.data.smtpUrl } : { kind: 'other' }
}

/** The devnet's mail for startDevnet: adopted when one already answers on the inbox port and reuseRunning is set. */
export async function startDevnetMail(options: DevnetMailOptions, host: string, reuseRunning: boolean, log: (line: string) => void): Promise<DevnetMail> {
  const inboxPort = options.inboxPort ?? DEVNET_MAIL_INBOX_PORT
  if (reuseRunning && inboxPort !== 0) {
    const inboxUrl = `http://${host}:${inboxPort}`
    const probe = await probeMailServer(inboxUrl)
    if (probe.kind === 'devnet-mail') return { smtpUrl: probe.smtpUrl, inboxUrl, reused: true, stop: async () => {} }
    if (probe.kind === 'other') throw new Error(`${inboxUrl} answers, but not as the devnet mail inbox: stop that server or free the port`)
  }
  const server = await startMailServer({ ...options, host, log: (line) => log(`mail: ${line}`) })
  return { smtpUrl: server.smtpUrl, inboxUrl: server.inboxUrl, reused: false, stop: server.stop }
}
