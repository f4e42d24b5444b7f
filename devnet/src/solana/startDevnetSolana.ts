import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME, DEVNET_SOLANA_RPC_PORT, DEVNET_SOLANA_WS_PORT } from './constants'
import { probeSolanaRpc } from './probeSolanaRpc'
import { startSolanaDevnet, type StartSolanaDevnetOptions } from './startSolanaDevnet'

export interface DevnetSolana {
  /** CAIP-2, 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'. */
  chainId: string
  name: string
  /** JSON-RPC, http://127.0.0.1:8899. */
  url: string
  /** PubSub, ws://127.0.0.1:8900. */
  wsUrl: string
  /** True when a Berth Solana Devnet already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

/**
 * Berth Solana Devnet for startDevnet: with `reuseRunning`, one already answering getGenesisHash
 * with the devnet's genesis is adopted (its PubSub assumed on the WebSocket port); a port held by
 * anything else is an error, as for the chains.
 */
export async function startDevnetSolana(
  options: Omit<StartSolanaDevnetOptions, 'log' | 'host'>,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetSolana> {
  const port = options.port ?? DEVNET_SOLANA_RPC_PORT
  const wsPort = options.wsPort ?? DEVNET_SOLANA_WS_PORT
  if (reuseRunning && port !== 0 && wsPort !== 0) {
    const url = `http://${host}:${port}`
    const probe = await probeSolanaRpc(url)
    if (probe === 'devnet-solana')
      return { chainId: DEVNET_SOLANA_CHAIN_ID, name: DEVNET_SOLANA_NAME, url, wsUrl: `ws://${host}:${wsPort}`, reused: true, stop: async () => {} }
    if (probe === 'other')
      throw new Error(`${url} answers, but not as ${DEVNET_SOLANA_NAME} (another genesis, or not Solana JSON-RPC): stop that server or free the port`)
  }
  const solana = await startSolanaDevnet({ ...options, host, log: (line) => log(`solana: ${line}`) })
  log(`solana: genesis in ${solana.timings.genesis} ms, serving in ${solana.timings.total} ms`)
  return { chainId: solana.chainId, name: solana.name, url: solana.url, wsUrl: solana.wsUrl, reused: false, stop: solana.stop }
}
