import { describe, expect, it } from 'vitest'
import { decideAddChain, decideChainSwitch } from './chainSwitch'

describe('decideChainSwitch', () => {
  it('switches within the session, widens the session for a devnet chain it lacks, refuses an unknown chain', () => {
    expect(decideChainSwitch(['eip155:31337', 'eip155:31338'], '0x7a6a')).toMatchObject({
      kind: 'in-session',
      chain: { caip: 'eip155:31338', name: 'Berth Devnet L2' },
    })
    expect(decideChainSwitch(['eip155:31337'], '0x7a6a')).toMatchObject({
      kind: 'add-to-session',
      chain: { caip: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' },
    })
    expect(decideChainSwitch(['eip155:31337'], '0x1')).toEqual({ kind: 'unknown', chainIdHex: '0x1' })
  })

  it('reads hex chain ids whatever their case', () => {
    expect(decideChainSwitch(['eip155:31337'], '0x7A69')).toMatchObject({ kind: 'in-session', chain: { chainId: 31337 } })
  })
})

describe('decideAddChain', () => {
  it('knows the devnet chains only', () => {
    expect(decideAddChain('0x7a69')).toMatchObject({ kind: 'known', chain: { name: 'Berth Devnet' } })
    expect(decideAddChain('0x89')).toEqual({ kind: 'unknown', chainIdHex: '0x89' })
  })
})
