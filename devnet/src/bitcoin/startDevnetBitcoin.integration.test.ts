import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { startDevnet } from '../startDevnet'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT, DEVNET_BITCOIN_NAME } from './constants'

describe('startDevnet and Berth Bitcoin Regtest', () => {
  it('is part of the shared test devnet, keyed by its CAIP-2 id, on :3002', async () => {
    const shared = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID]
    expect(shared).toBe(`http://127.0.0.1:${DEVNET_BITCOIN_ESPLORA_PORT}`)
    expect(Number(await (await fetch(`${shared}/blocks/tip/height`)).text())).toBeGreaterThan(432)
  })

  it('adopts the one already answering on its port, even without reuseRunning, and leaves it running', async () => {
    const shared = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID] ?? ''
    const lines: string[] = []
    const devnet = await startDevnet({ chains: [], api: false, relay: false, solana: false, log: (line) => lines.push(line) })
    expect(devnet.bitcoin).toMatchObject({ reused: true, url: shared, chainId: DEVNET_BITCOIN_CHAIN_ID, name: DEVNET_BITCOIN_NAME })
    expect(devnet.urls).toEqual({ [DEVNET_BITCOIN_CHAIN_ID]: shared })
    expect(lines).toContain(`bitcoin: ${DEVNET_BITCOIN_NAME} already answers on ${shared}, adopted`)
    await devnet.stop()
    expect((await fetch(`${shared}/devnet/health`)).status).toBe(200)
  })

  it('starts its own on a free port, prints the funded addresses, and stops it', async () => {
    const lines: string[] = []
    const devnet = await startDevnet({ chains: [], api: false, relay: false, solana: false, bitcoin: { port: 0 }, log: (line) => lines.push(line) })
    const url = devnet.bitcoin?.url ?? ''
    expect(devnet.bitcoin?.reused).toBe(false)
    expect(lines.some((line) => /^bitcoin: {3}0 {8}bcrt1q/.test(line))).toBe(true)
    expect(lines).toContain(`${DEVNET_BITCOIN_NAME} (${DEVNET_BITCOIN_CHAIN_ID})  ${url}  (Esplora API)`)
    await devnet.stop()
    await expect(fetch(`${url}/blocks/tip/height`)).rejects.toThrow()
  })

  it('refuses a port held by something that is not Berth Bitcoin Regtest', async () => {
    const other: Server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"ok":true,"service":"someone-else"}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as AddressInfo).port
    try {
      await expect(startDevnet({ chains: [], api: false, relay: false, solana: false, bitcoin: { port } })).rejects.toThrow(
        /answers, but not as Berth Bitcoin Regtest/,
      )
    } finally {
      other.close()
    }
  })
})
