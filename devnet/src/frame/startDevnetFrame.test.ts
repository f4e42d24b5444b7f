import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startDevnetFrame } from './startDevnetFrame'
import { type RunningFrameServer, startFrameServer } from './startFrameServer'

// Servers on free ports of this test's own: never the devnet's 8790.
const networks = [{ caipNetworkId: 'eip155:31337', name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1' }]
const sendMail = async () => {}
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((stop) => stop()))
})

const frameScript = async () => ''
async function ownFrame(): Promise<RunningFrameServer> {
  const frame = await startFrameServer({ networks, sendMail, port: 0, fundNewUsers: false, frameScript })
  cleanup.push(frame.stop)
  return frame
}

describe('startDevnetFrame', () => {
  it('adopts a devnet frame already answering on the port, and leaves it running on stop', async () => {
    const running = await ownFrame()
    const port = Number(new URL(running.url).port)
    const adopted = await startDevnetFrame({ port }, networks, sendMail, '127.0.0.1', true, () => {})
    expect(adopted).toMatchObject({ url: `http://localhost:${port}`, reused: true })
    await adopted.stop()
    expect((await fetch(`${running.url}/devnet/frame/health`)).ok).toBe(true)
  })

  it('refuses a port another server holds', async () => {
    const foreign: Server = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"service":"other"}'))
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise((resolve) => foreign.close(() => resolve())))
    const port = (foreign.address() as AddressInfo).port
    await expect(startDevnetFrame({ port }, networks, sendMail, '127.0.0.1', true, () => {})).rejects.toThrow(
      `http://localhost:${port} answers, but not as the devnet's secure frame`,
    )
    await expect(startFrameServer({ networks, sendMail, port, fundNewUsers: false, frameScript })).rejects.toThrow('already in use')
  })

  it('serves its health, page and auth API at a localhost URL', async () => {
    const frame = await ownFrame()
    expect(frame.url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(await (await fetch(`${frame.url}/devnet/frame/health`)).json()).toEqual({ ok: true, service: 'berth-devnet-frame' })
    const refused = await fetch(`${frame.url}/auth/user`)
    expect(refused.status).toBe(401)
  })
})
