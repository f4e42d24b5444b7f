// What Berth's pages talk to: the devnet's chains and relay (started, or adopted when another run
// already serves them on their fixed ports: nothing running is stopped or restarted), and the
// bench's own devnet API server on BENCH_API_PORT, records in memory, so that switching it to the
// 2,000-wallet listing never touches an API another run uses. Peers get the same chains.
import { type RunningApiServer, startApiServer, startDevnet } from '../devnet/src/index.ts'

export const BENCH_API_PORT = 8797

export interface Backend {
  apiUrl: string
  rpcUrls: Record<string, string>
  setListing(walletCount: number | null): Promise<void>
  stop(): Promise<void>
}

export async function startBackend(log: (line: string) => void): Promise<Backend> {
  const devnet = await startDevnet({ reuseRunning: true, api: false, log: (line) => log(`devnet: ${line}`) })
  let api: RunningApiServer
  try {
    api = await startApiServer({ port: BENCH_API_PORT, dataDir: null, indexer: false, log: () => {} })
  } catch (error) {
    await devnet.stop()
    throw error
  }
  const rpcUrls = Object.fromEntries(Object.entries(devnet.urls).map(([caip, url]) => [caip.split(':')[1]!, url]))
  return {
    apiUrl: api.url,
    rpcUrls,
    async setListing(walletCount) {
      const response = await fetch(`${api.url}/devnet/listing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ walletCount }),
      })
      if (!response.ok) throw new Error(`POST /devnet/listing: ${response.status} ${await response.text()}`)
    },
    async stop() {
      await api.stop()
      await devnet.stop()
    },
  }
}
