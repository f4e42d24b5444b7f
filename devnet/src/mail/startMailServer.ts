import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_MAIL_INBOX_PORT, DEVNET_MAIL_SMTP_PORT } from './constants'
import { createInboxApp } from './createInboxApp'
import { createMessageStore, type MessageStore } from './messageStore'
import { startSmtpServer } from './startSmtpServer'

export interface StartMailServerOptions {
  /** Default 2525; 0 picks a free port. */
  smtpPort?: number
  /** Default 8794; 0 picks a free port. */
  inboxPort?: number
  /** Default 127.0.0.1: loopback only, the SMTP server has no auth. */
  host?: string
  /** Default 500 messages. */
  capacity?: number
  log?: (line: string) => void
}

export interface RunningMailServer {
  /** 'smtp://127.0.0.1:2525'. */
  smtpUrl: string
  /** 'http://127.0.0.1:8794': the inbox page and its JSON API. */
  inboxUrl: string
  store: MessageStore
  stop(): Promise<void>
}

async function listenInbox(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE' ? `Port ${host}:${port} is already in use (another devnet inbox?)` : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** Starts the devnet's mail: the SMTP server (127.0.0.1:2525) and the web inbox (http://127.0.0.1:8794) over one store. */
export async function startMailServer(options: StartMailServerOptions = {}): Promise<RunningMailServer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const store = createMessageStore(options.capacity === undefined ? {} : { capacity: options.capacity })
  const smtp = await startSmtpServer({ store, port: options.smtpPort ?? DEVNET_MAIL_SMTP_PORT, host, log })
  const server = createAdaptorServer({ fetch: createInboxApp({ store, smtpUrl: smtp.url }).fetch, overrideGlobalObjects: false }) as Server
  let address: AddressInfo
  try {
    address = await listenInbox(server, host, options.inboxPort ?? DEVNET_MAIL_INBOX_PORT)
  } catch (error) {
    await smtp.stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    smtpUrl: smtp.url,
    inboxUrl: `http://${host}:${address.port}`,
    store,
    stop: () =>
      (stopping ??= Promise.all([
        smtp.stop(),
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
      ]).then(() => {})),
  }
}
