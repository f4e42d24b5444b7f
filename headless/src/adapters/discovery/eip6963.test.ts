import { describe, expect, it, vi } from 'vitest'
import { announceFake } from '../../testing/fakeProvider.js'
import type { Connector } from '../connector.js'
import { watchInjectedConnectors, type DiscoveryTarget } from './eip6963.js'

const provider = { request: async () => null }
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const quiet = { warn: vi.fn(), error: vi.fn() }

function discover(setup: (target: DiscoveryTarget) => void) {
  const target = new EventTarget() as DiscoveryTarget
  setup(target)
  let latest: Connector[] = []
  const stop = watchInjectedConnectors(target, (connectors) => (latest = connectors), quiet)
  return { target, stop, latest: () => latest }
}

describe('EIP-6963 discovery', () => {
  it('lists announced wallets with name and icon, one per rdns', () => {
    const { latest } = discover((target) => {
      announceFake(target, { uuid: '1', name: 'Alpha', icon, rdns: 'com.alpha' }, provider)
      announceFake(target, { uuid: '2', name: 'Alpha again', icon, rdns: 'com.alpha' }, provider)
      announceFake(target, { uuid: '3', name: 'Beta', icon, rdns: 'com.beta' }, provider)
    })
    expect(latest().map(({ id, name, imageUrl, type }) => ({ id, name, imageUrl, type }))).toEqual([
      { id: 'com.alpha', name: 'Alpha', imageUrl: icon, type: 'ANNOUNCED' },
      { id: 'com.beta', name: 'Beta', imageUrl: icon, type: 'ANNOUNCED' },
    ])
  })

  it('picks up wallets that announce later', () => {
    const { target, latest } = discover(() => {})
    announceFake(target, { uuid: '1', name: 'Late', icon, rdns: 'com.late' }, provider)
    expect(latest().map((connector) => connector.id)).toEqual(['com.late'])
  })

  it('ignores announcements with missing fields or no request function', () => {
    const { latest } = discover((target) => {
      announceFake(target, { uuid: '1', name: 'No rdns', icon }, provider)
      announceFake(target, { uuid: '2', icon, rdns: 'com.noname' }, provider)
      announceFake(target, { uuid: '3', name: 'No provider', icon, rdns: 'com.noprovider' }, {})
      announceFake(target, { uuid: '4', name: '   ', icon, rdns: 'com.blank' }, provider)
    })
    expect(latest()).toEqual([])
  })

  it('drops icons that are not data:image or https, keeping the wallet', () => {
    const { latest } = discover((target) => {
      announceFake(target, { uuid: '1', name: 'Js', icon: 'javascript:alert(1)', rdns: 'com.js' }, provider)
      announceFake(target, { uuid: '2', name: 'Http', icon: 'http://evil.example/x.png', rdns: 'com.http' }, provider)
      announceFake(target, { uuid: '3', name: 'Html', icon: 'data:text/html,<script>alert(1)</script>', rdns: 'com.html' }, provider)
    })
    expect(latest().map((connector) => [connector.id, connector.imageUrl])).toEqual([
      ['com.js', undefined],
      ['com.http', undefined],
      ['com.html', undefined],
    ])
  })

  it('keeps markup in a name as plain text and strips control characters', () => {
    const { latest } = discover((target) => {
      announceFake(target, { uuid: '1', name: '<img src=x onerror=alert(1)>\u202eEvil', icon, rdns: 'com.evil' }, provider)
    })
    expect(latest()[0]?.name).toBe('<img src=x onerror=alert(1)>Evil')
  })

  it('offers a legacy window.ethereum as "Browser Wallet" only when nothing announces', () => {
    const legacyOnly = discover((target) => Object.assign(target, { ethereum: provider }))
    expect(legacyOnly.latest().map(({ id, name, type }) => ({ id, name, type }))).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }])
    announceFake(legacyOnly.target, { uuid: '1', name: 'Alpha', icon, rdns: 'com.alpha' }, provider)
    expect(legacyOnly.latest().map((connector) => connector.id)).toEqual(['com.alpha'])
  })

  it('stops listening when stopped', () => {
    const { target, stop, latest } = discover(() => {})
    stop()
    announceFake(target, { uuid: '1', name: 'After', icon, rdns: 'com.after' }, provider)
    expect(latest()).toEqual([])
  })
})
