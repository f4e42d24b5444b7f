// examples/modal's URL options: which devnet networks a page offers (and so whether it loads Solana).
import { berthBitcoinRegtest, berthDevnet, berthDevnetL2, berthSolanaDevnet } from '@berth/devnet/networks'
import { expect, test } from 'vitest'
import { isOffered, optionsFromUrl } from '../../examples/modal/src/options'
import { bitcoinWalletKindsFromUrl } from '../../examples/modal/src/bitcoinWalletKinds'

const all = [berthDevnet, berthDevnetL2, berthSolanaDevnet, berthBitcoinRegtest]
const offered = (search: string) => all.filter((network) => isOffered(optionsFromUrl(search).networks, network)).map((network) => network.caipNetworkId)

test('?networks= picks networks by chain id, CAIP-2 id or namespace; all four by default', () => {
  expect(offered('')).toEqual(['eip155:31337', 'eip155:31338', berthSolanaDevnet.caipNetworkId, berthBitcoinRegtest.caipNetworkId])
  expect(offered('?networks=bip122')).toEqual([berthBitcoinRegtest.caipNetworkId])
  expect(offered('?networks=31337')).toEqual(['eip155:31337'])
  expect(offered('?networks=eip155')).toEqual(['eip155:31337', 'eip155:31338'])
  expect(offered('?networks=solana')).toEqual([berthSolanaDevnet.caipNetworkId])
  expect(offered(`?networks=31338,${encodeURIComponent(berthSolanaDevnet.caipNetworkId)}`)).toEqual(['eip155:31338', berthSolanaDevnet.caipNetworkId])
  expect(offered('?networks=31338&networks=solana')).toEqual(['eip155:31338', berthSolanaDevnet.caipNetworkId])
})

test('an unknown network offers nothing (the example then falls back to Berth Devnet)', () => {
  expect(offered('?networks=1')).toEqual([])
  expect(offered('?networks=,')).toEqual(['eip155:31337', 'eip155:31338', berthSolanaDevnet.caipNetworkId, berthBitcoinRegtest.caipNetworkId])
})

test('?bitcoinWallets= picks the Bitcoin wallet kinds, in order; anything else is ignored', () => {
  expect(bitcoinWalletKindsFromUrl('')).toEqual([])
  expect(bitcoinWalletKindsFromUrl('?bitcoinWallets=sats-connect')).toEqual(['sats-connect'])
  expect(bitcoinWalletKindsFromUrl('?bitcoinWallets=sats-connect,wallet-standard,unisat')).toEqual(['sats-connect', 'wallet-standard'])
})
