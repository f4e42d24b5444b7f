import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { storedConnectionsParser } from './controllers/connection/storedConnections.js'
import { cookieToInitialState } from './cookieToInitialState.js'
import { testChain, testChainL2 } from './testing/testNetworks.js'
import { CONNECTION_COOKIE_NAME, cookieValue, decodeConnectionCookie, MAX_CONNECTION_COOKIE_LENGTH } from './storage/connectionCookie.js'
import { cookieStorage } from './storage/cookieStorage.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function serverClient(options: { walletConnect?: boolean } = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const walletConnect = options.walletConnect ? { relayUrl: 'ws://127.0.0.1:8555', projectId: undefined, setup: vi.fn() as never } : undefined
  const client = createClient({ networks: [testChain, testChainL2], storage: cookieStorage(), logger, ...(walletConnect ? { walletConnect } : {}) })
  return { client, logger }
}

const header = (value: unknown) => `a=1; ${CONNECTION_COOKIE_NAME}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; b=2`
const entry = (connectorId: string, caipAddress: string) => ({ connectorId, caipAddress })
const valid = { version: 1, connections: [entry('dev.berth.wallet', `eip155:31338:${alice}`)] }

describe('cookieToInitialState', () => {
  it('reads the remembered connections from the Cookie header', () => {
    const { client, logger } = serverClient()
    expect(cookieToInitialState(client, header(valid))).toEqual(valid)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('takes the options a client is created with as well as the client', () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    const options = { networks: [testChain, testChainL2] as const, storage: cookieStorage(), logger }
    expect(cookieToInitialState(options, header(valid))).toEqual(valid)
    expect(cookieToInitialState(options, header({ ...valid, version: 0 }))).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('drops fields it does not know', () => {
    const { client } = serverClient()
    const padded = { ...valid, extra: true, connections: [{ ...valid.connections[0], name: '<b>Wallet</b>' }] }
    expect(cookieToInitialState(client, header(padded))).toEqual(valid)
  })

  it('is undefined, and silent, for a request without the cookie (a new visitor, or no Cookie header at all)', () => {
    const { client, logger } = serverClient()
    expect(cookieToInitialState(client, 'theme=dark; session=abc')).toBeUndefined()
    expect(cookieToInitialState(client, '')).toBeUndefined()
    expect(cookieToInitialState(client, null)).toBeUndefined()
    expect(cookieToInitialState(client, undefined)).toBeUndefined()
    expect(cookieToInitialState(client, `${CONNECTION_COOKIE_NAME}=`)).toBeUndefined()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('accepts WalletConnect only from a client configured with it', () => {
    const record = { version: 1, connections: [entry('walletConnect', `eip155:31337:${alice}`)] }
    expect(cookieToInitialState(serverClient({ walletConnect: true }).client, header(record))).toEqual(record)
    const without = serverClient()
    expect(cookieToInitialState(without.client, header(record))).toBeUndefined()
    expect(without.logger.warn).toHaveBeenCalledWith(
      `[berth] ignored the ${CONNECTION_COOKIE_NAME} cookie: connections.0.connectorId: not a connector this client can have`,
    )
  })
})

// Each bad cookie: ignored (the page renders disconnected) with one line through the client's logger.
const bad: [string, string, string][] = [
  ['not JSON', header('{"version":1,'), 'it is not JSON'],
  ['not URI-encoded', `${CONNECTION_COOKIE_NAME}=%E0%A4%A`, 'the connection cookie is not URI-encoded'],
  ['too large', header({ ...valid, padding: 'x'.repeat(MAX_CONNECTION_COOKIE_LENGTH) }), 'over the 2048 allowed'],
  [
    'from an older version (a bare list)',
    header([{ connectorId: 'dev.berth.wallet', namespace: 'eip155' }]),
    'written by another version of Berth (version null; this one reads 1)',
  ],
  ['from another version', header({ ...valid, version: 2 }), 'written by another version of Berth (version 2; this one reads 1)'],
  ['JSON that is not an object', header('"eip155:1"'), 'written by another version of Berth'],
  [
    'naming a network the client does not have',
    header({ version: 1, connections: [entry('dev.berth.wallet', `eip155:1:${alice}`)] }),
    "connections.0.caipAddress: not an address on one of this client's networks",
  ],
  [
    'naming a namespace Berth does not know',
    header({ version: 1, connections: [entry('dev.berth.wallet', `cosmos:31337:${alice}`)] }),
    'connections.0.caipAddress',
  ],
  ['with a malformed address', header({ version: 1, connections: [entry('dev.berth.wallet', 'eip155:31337:0x1234')] }), 'connections.0.caipAddress'],
  [
    'with markup for an address',
    header({ version: 1, connections: [entry('dev.berth.wallet', 'eip155:31337:<script>alert(1)</script>')] }),
    'connections.0.caipAddress',
  ],
  [
    'with a connector id that is no rdns',
    header({ version: 1, connections: [entry('io.evil" onload="x', `eip155:31337:${alice}`)] }),
    'connections.0.connectorId: not a connector this client can have',
  ],
  ['with an empty connector id', header({ version: 1, connections: [entry('', `eip155:31337:${alice}`)] }), 'connections.0.connectorId'],
  [
    'with a connector id of the wrong type',
    header({ version: 1, connections: [{ connectorId: 7, caipAddress: `eip155:31337:${alice}` }] }),
    'connections.0.connectorId',
  ],
  [
    'with two connections for one namespace',
    header({ version: 1, connections: [entry('a.b', `eip155:31337:${alice}`), entry('c.d', `eip155:31338:${bob}`)] }),
    'connections: two connections for one namespace',
  ],
  ['with more connections than namespaces', header({ version: 1, connections: [1, 2, 3, 4].map(() => entry('a.b', `eip155:31337:${alice}`)) }), 'connections'],
  ['without its list', header({ version: 1 }), 'connections'],
]

describe.each(bad)('a cookie %s', (_, cookie, reason) => {
  it('is ignored with a log line through the client’s logger', () => {
    const { client, logger } = serverClient()
    expect(cookieToInitialState(client, cookie)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![0]).toMatch(new RegExp(`^\\[berth\\] ignored the ${CONNECTION_COOKIE_NAME.replace('.', '\\.')} cookie: `))
    expect(logger.warn.mock.calls[0]![0]).toContain(reason)
  })

  it('is refused by the browser’s own read too (cookieStorage, then the plain check), so a reload and the server agree', () => {
    const parser = storedConnectionsParser({ networks: [testChain, testChainL2], walletConnect: false })
    const browserRead = () => parser.safeParse(JSON.parse(decodeConnectionCookie(cookieValue(cookie, CONNECTION_COOKIE_NAME)!))).success
    let accepted = false
    try {
      accepted = browserRead()
    } catch {
      // too large, not URI-encoded or not JSON: the read fails before the check (and is logged)
    }
    expect(accepted).toBe(false)
  })
})

it('the browser’s check accepts what the server accepts', () => {
  const rules = { networks: [testChain, testChainL2], walletConnect: false }
  const padded = { ...valid, extra: 1, connections: [{ ...valid.connections[0], name: 'x' }] }
  expect(storedConnectionsParser(rules).safeParse(padded)).toEqual({ success: true, data: valid })
})
