import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startDevnet } from '../startDevnet'

// Spare ports, never the shared devnet's 8555.
const PORT = 18555

describe('startDevnet with the relay', () => {
  it('starts the relay beside the rest, adopts a running one, and stops only its own', async () => {
    const lines: string[] = []
    const devnet = await startDevnet({ chains: [], api: false, solana: false, bitcoin: false, relay: { port: PORT }, log: (line) => lines.push(line) })
    expect(devnet.relay).toMatchObject({ url: `ws://127.0.0.1:${PORT}`, httpUrl: `http://127.0.0.1:${PORT}`, reused: false })
    expect(lines.some((line) => line.includes(`WalletConnect relay  ws://127.0.0.1:${PORT}`))).toBe(true)

    const again = await startDevnet({ chains: [], api: false, solana: false, bitcoin: false, reuseRunning: true, relay: { port: PORT } })
    expect(again.relay?.reused).toBe(true)
    await again.stop()
    expect((await fetch(`http://127.0.0.1:${PORT}/devnet/relay/health`)).ok).toBe(true)

    await devnet.stop()
    await expect(fetch(`http://127.0.0.1:${PORT}/devnet/relay/health`)).rejects.toThrow()
  })

  it('refuses a port held by another server, and relay: false starts none', async () => {
    const other = createServer((_, response) => response.end('hello'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as AddressInfo).port
    try {
      await expect(startDevnet({ chains: [], api: false, solana: false, bitcoin: false, reuseRunning: true, relay: { port } })).rejects.toThrow(
        /not as the Berth devnet relay/,
      )
    } finally {
      other.close()
    }
    const none = await startDevnet({ chains: [], api: false, solana: false, bitcoin: false, relay: false })
    expect(none.relay).toBeUndefined()
    await none.stop()
  })
})
