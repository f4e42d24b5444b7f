import { createServer } from 'node:net'

/**
 * Fails fast when the port is held. Without this, an anvil already listening there would answer
 * our readiness probe before the new anvil dies on bind, and we would hand out the wrong node.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use (another anvil or dev server?)`
            : `Cannot bind ${host}:${port}: ${error.message}`,
        ),
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
