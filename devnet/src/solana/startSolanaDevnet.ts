import { DEVNET_SOLANA_ACCOUNT_SOL, DEVNET_SOLANA_ACCOUNT_USDC, DEVNET_SOLANA_AUTHORITY, devnetSolanaAccounts, devnetSolanaUsdc } from './accounts'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME } from './constants'
import { devnetFaucet } from './genesis/devnetFaucet'
import { seedGenesis } from './genesis/seedGenesis'
import { createDevnetSolanaSigners } from './keys/devnetSolanaKeys'
import { SolanaCluster } from './runtime/solanaCluster'
import { startSolanaRpcServer } from './server/startSolanaRpcServer'

/** A slot every 400 ms, as on mainnet: a blockhash then stays usable for about a minute. */
export const DEVNET_SOLANA_SLOT_MS = 400

export interface StartSolanaDevnetOptions {
  host?: string
  /** JSON-RPC port, default 8899; 0 picks a free one. */
  port?: number
  /** PubSub WebSocket port, default 8900; 0 picks a free one. */
  wsPort?: number
  /** Time between slots (default 400 ms); 0 produces slots only when asked (devnet_advanceSlots, tests). */
  slotMs?: number
  log?: (line: string) => void
}

export interface RunningSolanaDevnet {
  /** CAIP-2, 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'. */
  chainId: string
  name: string
  url: string
  wsUrl: string
  cluster: SolanaCluster
  /** ms: deriving the keys and seeding the genesis, and the whole start. */
  timings: { genesis: number; total: number }
  stop(): Promise<void>
}

function logGenesis(log: (line: string) => void): void {
  log(
    `Solana accounts (m/44'/501'/i'/0' of the devnet mnemonic, ${DEVNET_SOLANA_ACCOUNT_SOL} SOL and ${DEVNET_SOLANA_ACCOUNT_USDC} USDC each before the seeded history):`,
  )
  for (const [index, account] of devnetSolanaAccounts.entries()) log(`  ${String(index).padEnd(8)} ${account}`)
  log(
    `  ${devnetSolanaUsdc.symbol.padEnd(8)} ${devnetSolanaUsdc.address}  SPL mint, ${devnetSolanaUsdc.decimals} decimals, authority ${DEVNET_SOLANA_AUTHORITY}`,
  )
}

/**
 * Berth Solana Devnet: a fresh cluster over litesvm with the devnet's genesis (funded keypairs, the
 * USDC mint, some history), served as Solana JSON-RPC on :8899 and PubSub on :8900, producing a slot
 * every 400 ms.
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<RunningSolanaDevnet> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const cluster = new SolanaCluster()
  const signers = await createDevnetSolanaSigners()
  await seedGenesis(cluster, signers)
  const genesis = Math.round(performance.now() - started)
  const server = await startSolanaRpcServer({
    context: { cluster, airdrop: devnetFaucet(cluster, signers.authority) },
    host: options.host ?? '127.0.0.1',
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.wsPort !== undefined ? { wsPort: options.wsPort } : {}),
    log,
  })
  const slotMs = options.slotMs ?? DEVNET_SOLANA_SLOT_MS
  const timer = slotMs > 0 ? setInterval(() => cluster.advanceSlot(), slotMs) : undefined
  timer?.unref()
  logGenesis(log)
  return {
    chainId: DEVNET_SOLANA_CHAIN_ID,
    name: DEVNET_SOLANA_NAME,
    url: server.url,
    wsUrl: server.wsUrl,
    cluster,
    timings: { genesis, total: Math.round(performance.now() - started) },
    stop: () => {
      clearInterval(timer)
      // The server's stop is idempotent: a second call answers the first one's promise.
      return server.stop()
    },
  }
}
