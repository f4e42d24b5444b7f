import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { startDevnet } from '../startDevnet'
import { devnetAccounts } from './accounts'
import { startAnvil, type AnvilInstance } from './startAnvil'

// Spare ports, never 8545/8546 (a dev server may hold them), distinct from other test files.
const PORT = 18545
const PORT_TAKEN = 18546
const DEVNET_PORTS = [18547, 18548] as const
const ORPHAN_PORTS = [18549, 18550] as const

/** A killed child stays a zombie until whoever inherited it reaps it: that counts as gone. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function eventuallyGone(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 40 && isAlive(pid); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
  return !isAlive(pid)
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()))
})

describe('startAnvil', () => {
  it('answers the requested chain id with the ten mnemonic accounts funded, and stop() ends the process', async () => {
    const anvil = await startAnvil({ chainId: 31338, port: PORT })
    cleanups.push(anvil.stop)
    expect(anvil.url).toBe(`http://127.0.0.1:${PORT}`)
    const client = createPublicClient({ transport: http(anvil.url), cacheTime: 0 })
    expect(await client.getChainId()).toBe(31338)
    const rpcAccounts = await client.request({ method: 'eth_accounts' } as never)
    expect((rpcAccounts as string[]).map((a) => a.toLowerCase())).toEqual(devnetAccounts.map((a) => a.toLowerCase()))
    const balances = await Promise.all(devnetAccounts.map((address) => client.getBalance({ address })))
    expect(balances.every((balance) => balance === parseEther('10000'))).toBe(true)

    expect(isAlive(anvil.pid)).toBe(true)
    await anvil.stop()
    expect(isAlive(anvil.pid)).toBe(false)
    await anvil.stop() // idempotent
  })

  it('fails clearly when the port is taken, without touching the node already there', async () => {
    const first = await startAnvil({ chainId: 31337, port: PORT_TAKEN })
    cleanups.push(first.stop)
    await expect(startAnvil({ chainId: 31338, port: PORT_TAKEN })).rejects.toThrow(`Port 127.0.0.1:${PORT_TAKEN} is already in use`)
    expect(isAlive(first.pid)).toBe(true)
    await first.stop()
  })

  it.each(['exit', 'throw'])('leaves no anvil behind when its parent dies (%s)', async (how) => {
    const port = how === 'exit' ? ORPHAN_PORTS[0] : ORPHAN_PORTS[1]
    const fixture = new URL('./fixtures/dieWithAnvil.ts', import.meta.url).pathname
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture, how, String(port)], {
      cwd: new URL('../../..', import.meta.url).pathname,
    }).catch((error: { stdout: string; code: number }) => error)
    const pid = Number(/pid=(\d+)/.exec(result.stdout)?.[1])
    expect(pid).toBeGreaterThan(0)
    // SIGKILL was sent synchronously in 'exit'; the kernel only needs a moment to finish it.
    expect(await eventuallyGone(pid)).toBe(true)
  })
})

describe('startDevnet', () => {
  const chains = [
    { chainId: 31337, name: 'Berth Devnet', port: DEVNET_PORTS[0] },
    { chainId: 31338, name: 'Berth Devnet L2', port: DEVNET_PORTS[1] },
  ]

  it('starts both chains, reuses them when asked, and refuses a port answering another chain id', async () => {
    const lines: string[] = []
    const devnet = await startDevnet({ chains, contracts: false, api: false, relay: false, solana: false, bitcoin: false, log: (line) => lines.push(line) })
    cleanups.push(devnet.stop)
    expect(devnet.urls).toEqual({
      'eip155:31337': `http://127.0.0.1:${DEVNET_PORTS[0]}`,
      'eip155:31338': `http://127.0.0.1:${DEVNET_PORTS[1]}`,
    })
    expect(lines).toEqual([`Berth Devnet (31337)  http://127.0.0.1:${DEVNET_PORTS[0]}`, `Berth Devnet L2 (31338)  http://127.0.0.1:${DEVNET_PORTS[1]}`])

    const reused = await startDevnet({ chains, contracts: false, api: false, relay: false, solana: false, bitcoin: false, reuseRunning: true })
    expect(reused.chains.map((chain) => chain.reused)).toEqual([true, true])
    await reused.stop()
    const client = createPublicClient({ transport: http(devnet.urls['eip155:31337']), cacheTime: 0 })
    expect(await client.getChainId()).toBe(31337) // reused nodes survive the reuser's stop()

    const swapped = chains.map((chain, index) => ({ ...chain, port: DEVNET_PORTS[1 - index]! }))
    await expect(
      startDevnet({ chains: swapped, contracts: false, api: false, relay: false, solana: false, bitcoin: false, reuseRunning: true }),
    ).rejects.toThrow(/answers chain id 31338, expected 31337/)
    await expect(startDevnet({ chains, contracts: false, api: false, relay: false, solana: false, bitcoin: false })).rejects.toThrow(/already in use/)
    await devnet.stop()
  })

  it('stops the chain that started when the other one fails', async () => {
    const blocker: AnvilInstance = await startAnvil({ chainId: 31338, port: DEVNET_PORTS[1] })
    cleanups.push(blocker.stop)
    await expect(startDevnet({ chains, contracts: false, api: false, relay: false, solana: false, bitcoin: false })).rejects.toThrow(/Devnet failed to start/)
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${DEVNET_PORTS[0]}`, { retryCount: 0 }), cacheTime: 0 })
    await expect(client.getChainId()).rejects.toThrow()
    await blocker.stop()
  })
})
