import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { MessageStore } from './messageStore'

/** The largest mail it accepts: codes and links, never attachments worth keeping. */
const MAX_MAIL_BYTES = 1024 * 1024

export interface RunningSmtpServer {
  /** 'smtp://127.0.0.1:2525'. */
  url: string
  stop(): Promise<void>
}

/**
 * The devnet's SMTP server: accepts any mail for any recipient (no auth, no TLS: it listens on
 * loopback only), parses it and keeps it in the store.
 */
export async function startSmtpServer(options: { store: MessageStore; port: number; host: string; log: (line: string) => void }): Promise<RunningSmtpServer> {
  const { store, port, host, log } = options
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    banner: 'Berth devnet mail',
    logger: false,
    // A stop closes the connections still open after a second (a test run must not wait 30 s).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
          const message = store.add({
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          })
          log(`mail to ${message.to.join(', ')}: ${message.subject}`)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  // The listening socket's errors (a port in use) reject the start; later ones (a client's) are only logged.
  let listening = false
  server.on('error', (error) => {
    if (listening) log(`smtp: ${error.message}`)
  })
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use (another devnet SMTP server?)`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.server.once('error', onError)
    server.server.listen({ port, host, exclusive: true }, () => {
      server.server.off('error', onError)
      listening = true
      resolve(server.server.address() as AddressInfo)
    })
  })
  let stopping: Promise<void> | undefined
  return {
    url: `smtp://${host}:${address.port}`,
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}
