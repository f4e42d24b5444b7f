// examples/modal's URL options: which devnet networks a page offers (and so whether it loads Solana).
import { berthDevnet, berthDevnetL2, berthSolanaDevnet } from '@berth/devnet/networks'
import { expect, test } from 'vitest'
import { isOffered, optionsFromUrl } from '../../examples/modal/src/options'

const all = [berthDevnet, berthDevnetL2, berthSolanaDevnet]
const offered = (search: string) => all.filter((network) => isOffered(optionsFromUrl(search).networks, network)).map((network) => network.caipNetworkId)

test('?networks= picks networks by chain id, CAIP-2 id or namespace; all three by default', () => {
  expect(offered('')).toEqual(['eip155:31337', 'eip155:31338', berthSolanaDevnet.caipNetworkId])
  expect(offered('?networks=31337')).toEqual(['eip155:31337'])
  expect(offered('?networks=eip155')).toEqual(['eip155:31337', 'eip155:31338'])
  expect(offered('?networks=solana')).toEqual([berthSolanaDevnet.caipNetworkId])
  expect(offered(`?networks=31338,${encodeURIComponent(berthSolanaDevnet.caipNetworkId)}`)).toEqual(['eip155:31338', berthSolanaDevnet.caipNetworkId])
  expect(offered('?networks=31338&networks=solana')).toEqual(['eip155:31338', berthSolanaDevnet.caipNetworkId])
})

test('an unknown network offers nothing (the example then falls back to Berth Devnet)', () => {
  expect(offered('?networks=1')).toEqual([])
  expect(offered('?networks=,')).toEqual(['eip155:31337', 'eip155:31338', berthSolanaDevnet.caipNetworkId])
})
