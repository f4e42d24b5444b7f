import { DEVNET_BITCOIN_ACCOUNT_SATS, DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT, DEVNET_BITCOIN_NAME } from './constants'
import { createEsploraApp } from './esplora/createEsploraApp'
import { EsploraReader } from './esplora/esploraReader'
import { seedRegtest } from './genesis/seedRegtest'
import { regtestNetwork } from './keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, DEVNET_BITCOIN_FAUCET_PATH, devnetBitcoinPaymentKeys, type DevnetBitcoinKey } from './keys/devnetBitcoinKeys'
import { startAutoMiner } from './miner/autoMiner'
import { RegtestNode } from './node/regtestNode'
import { startEsploraServer } from './server/startEsploraServer'

/** A transaction entering the mempool is mined this long after (ms). */
export const DEVNET_BITCOIN_BLOCK_DELAY_MS = 500

export interface StartBitcoinDevnetOptions {
  host?: string
  /** The Esplora API's port, default 3002; 0 picks a free one. */
  port?: number
  /** ms from a transaction entering the mempool to the block that mines it (default 500); 0 mines only on POST /devnet/mine. */
  blockDelayMs?: number
  log?: (line: string) => void
}

export interface RunningBitcoinDevnet {
  /** CAIP-2, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'. */
  chainId: string
  name: string
  /** The Esplora API, http://127.0.0.1:3002. */
  url: string
  node: RegtestNode
  /** The funded payment keys, m/84'/1'/0'/0/0..9. */
  accounts: DevnetBitcoinKey[]
  faucet: DevnetBitcoinKey
  /** ms: opening the node and seeding its genesis, and the whole start. */
  timings: { genesis: number; total: number }
  stop(): Promise<void>
}

function logGenesis(log: (line: string) => void, accounts: readonly DevnetBitcoinKey[]): void {
  log(
    `Bitcoin payment addresses (BIP84 m/84'/1'/0'/0/i of the devnet mnemonic, ${Number(DEVNET_BITCOIN_ACCOUNT_SATS) / 1e8} BTC each before the seeded history):`,
  )
  for (const [index, account] of accounts.entries()) log(`  ${String(index).padEnd(8)} ${account.address}`)
}

/**
 * Berth Bitcoin Regtest: a bcoin regtest node in this process with the devnet's genesis (segwit
 * active, the payment addresses funded, a little history), served as Esplora's HTTP API on :3002,
 * mining each transaction about half a second after it enters the mempool.
 */
export async function startBitcoinDevnet(options: StartBitcoinDevnetOptions = {}): Promise<RunningBitcoinDevnet> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const accounts = devnetBitcoinPaymentKeys()
  const faucet = deriveDevnetBitcoinKey(DEVNET_BITCOIN_FAUCET_PATH)
  const node = await RegtestNode.open()
  try {
    await seedRegtest(node, faucet, accounts)
  } catch (error) {
    await node.close()
    throw error
  }
  const genesis = Math.round(performance.now() - started)
  const app = createEsploraApp({ node, reader: new EsploraReader(node, regtestNetwork), minerScript: faucet.outputScript })
  let server: Awaited<ReturnType<typeof startEsploraServer>>
  try {
    server = await startEsploraServer(app, options.host ?? '127.0.0.1', options.port ?? DEVNET_BITCOIN_ESPLORA_PORT)
  } catch (error) {
    await node.close()
    throw error
  }
  const blockDelayMs = options.blockDelayMs ?? DEVNET_BITCOIN_BLOCK_DELAY_MS
  const miner = blockDelayMs > 0 ? startAutoMiner(node, faucet.outputScript, blockDelayMs, log) : undefined
  logGenesis(log, accounts)
  let stopping: Promise<void> | undefined
  return {
    chainId: DEVNET_BITCOIN_CHAIN_ID,
    name: DEVNET_BITCOIN_NAME,
    url: server.url,
    node,
    accounts,
    faucet,
    timings: { genesis, total: Math.round(performance.now() - started) },
    stop: () =>
      (stopping ??= (async () => {
        miner?.stop()
        await server.stop()
        await node.close()
      })()),
  }
}
