import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { ChainIndexStatus } from './chainFollower'
import { setIndexHeaders } from './indexHeaders'

async function headersFor(statuses: ChainIndexStatus[]) {
  const app = new Hono().get('/', (c) => {
    setIndexHeaders(c, statuses)
    return c.json({})
  })
  const response = await app.request('/')
  return Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('x-devnet-')))
}

const synced = (chain: string, block: number): ChainIndexStatus => ({ chain, state: 'synced', indexedBlock: block, headBlock: block })

describe('setIndexHeaders', () => {
  it("says synced, with each chain's indexed block, and no note", async () => {
    expect(await headersFor([synced('eip155:31337', 140), synced('eip155:31338', 95)])).toEqual({
      'x-devnet-indexed-block': 'eip155:31337=140, eip155:31338=95',
      'x-devnet-index-state': 'synced',
    })
  })

  it('gives the worst state and explains every chain that is not synced', async () => {
    expect(
      await headersFor([
        { chain: 'eip155:31337', state: 'behind', indexedBlock: 10, headBlock: 80 },
        { chain: 'eip155:31338', state: 'unreachable', indexedBlock: null, headBlock: null, error: 'L2 at http://127.0.0.1:8546 does not answer' },
      ]),
    ).toEqual({
      'x-devnet-indexed-block': 'eip155:31337=10, eip155:31338=none',
      'x-devnet-index-state': 'unreachable',
      'x-devnet-index-note':
        'eip155:31337: catching up with block 80; showing what was indexed through block 10 | eip155:31338: L2 at http://127.0.0.1:8546 does not answer; nothing indexed yet',
    })
  })

  it('keeps a note one line of printable ASCII', async () => {
    const note = (await headersFor([{ chain: 'eip155:31337', state: 'failing', indexedBlock: 1, headBlock: 2, error: `bad\r\nthing ✗ ${'x'.repeat(600)}` }]))[
      'x-devnet-index-note'
    ]
    expect(note).toMatch(/^eip155:31337: bad thing +x+$/)
    expect(note?.length).toBe(400)
  })
})
