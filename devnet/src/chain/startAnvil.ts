import { spawn } from 'node:child_process'
import { DEVNET_ACCOUNT_BALANCE_ETH, DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './accounts'
import { resolveAnvilBinary } from './anvilBinary'
import { assertPortFree } from './assertPortFree'
import { DEVNET_HOST } from './chains'
import { trackChild } from './childRegistry'
import { probeChainId } from './probeChainId'

export interface StartAnvilOptions {
  chainId: number
  port: number
  host?: string
  /** Upper bound for anvil to answer eth_chainId. */
  readyTimeoutMs?: number
  /** Unix seconds of the genesis block (default: now). The devnet backdates it to seed months of history. */
  genesisTimestamp?: number
}

export interface AnvilInstance {
  url: string
  chainId: number
  pid: number
  stop(): Promise<void>
}

const OUTPUT_TAIL_CHARS = 4000
const STOP_GRACE_MS = 3000

export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const { chainId, port, host = DEVNET_HOST, readyTimeoutMs = 15_000, genesisTimestamp } = options
  const url = `http://${host}:${port}`
  await assertPortFree(host, port)

  const child = spawn(
    resolveAnvilBinary(),
    [
      '--host',
      host,
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--mnemonic',
      DEVNET_MNEMONIC,
      '--accounts',
      String(DEVNET_ACCOUNT_COUNT),
      '--balance',
      String(DEVNET_ACCOUNT_BALANCE_ETH),
      ...(genesisTimestamp !== undefined ? ['--timestamp', String(genesisTimestamp)] : []),
      // Not --quiet: the "Listening on" line is the only proof that *our* anvil holds the port.
      // Another process can grab it between assertPortFree and anvil's bind, and then its node
      // would answer our eth_chainId probe. The output goes to a drained pipe, never a terminal.
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  trackChild(child)

  // Kept only to explain a failed start; anvil logs errors on either stream.
  let output = ''
  let listening = false
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
    listening ||= output.includes(`Listening on ${host}:${port}`)
  }
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  const hasExited = () => child.exitCode !== null || child.signalCode !== null || spawnError !== undefined

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (hasExited()) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    })()
    return stopping
  }

  const failure = (reason: string) => new Error(`anvil (chain ${chainId}, ${url}) ${reason}${output.trim() ? `\n--- anvil output ---\n${output.trim()}` : ''}`)

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (spawnError) throw failure(`could not be spawned: ${spawnError.message}`)
    if (hasExited()) throw failure(`exited before it was ready (code ${child.exitCode ?? child.signalCode})`)
    const answered = listening ? await probeChainId(url, 500) : undefined
    if (answered === chainId && !hasExited()) break
    if (answered !== undefined && answered !== chainId) {
      await stop()
      throw failure(`answered chain id ${answered}, expected ${chainId}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw failure(`did not answer eth_chainId within ${readyTimeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  // After startup the output is noise; drop the listeners so the pipes never fill up anvil's writes.
  child.stdout.off('data', keepTail).resume()
  child.stderr.off('data', keepTail).resume()

  return { url, chainId, pid: child.pid ?? -1, stop }
}
