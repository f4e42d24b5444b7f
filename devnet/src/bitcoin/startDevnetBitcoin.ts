import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT, DEVNET_BITCOIN_NAME } from './constants'
import { probeBitcoinEsplora } from './probeBitcoinEsplora'
import { startBitcoinDevnet, type StartBitcoinDevnetOptions } from './startBitcoinDevnet'

export interface DevnetBitcoin {
  /** CAIP-2, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'. */
  chainId: string
  name: string
  /** The Esplora API, http://127.0.0.1:3002. */
  url: string
  /** True when a Berth Bitcoin Regtest already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

/**
 * Berth Bitcoin Regtest for startDevnet: one already answering on the port is adopted, as the relay
 * is, even without `reuseRunning` (devnets a test starts for itself, with other chains or no API,
 * must not fail on the shared one's port); a port held by anything else is an error.
 */
export async function startDevnetBitcoin(
  options: Omit<StartBitcoinDevnetOptions, 'log' | 'host'>,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetBitcoin> {
  const port = options.port ?? DEVNET_BITCOIN_ESPLORA_PORT
  if (port !== 0) {
    const url = `http://${host}:${port}`
    const probe = await probeBitcoinEsplora(url)
    if (probe === 'devnet-bitcoin') {
      if (!reuseRunning) log(`bitcoin: ${DEVNET_BITCOIN_NAME} already answers on ${url}, adopted`)
      return { chainId: DEVNET_BITCOIN_CHAIN_ID, name: DEVNET_BITCOIN_NAME, url, reused: true, stop: async () => {} }
    }
    if (probe === 'other') throw new Error(`${url} answers, but not as ${DEVNET_BITCOIN_NAME}: stop that server or free the port`)
  }
  const bitcoin = await startBitcoinDevnet({ ...options, host, log: (line) => log(`bitcoin: ${line}`) })
  log(`bitcoin: genesis in ${bitcoin.timings.genesis} ms, serving in ${bitcoin.timings.total} ms`)
  return { chainId: bitcoin.chainId, name: bitcoin.name, url: bitcoin.url, reused: false, stop: bitcoin.stop }
}
