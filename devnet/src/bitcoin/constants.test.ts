import { describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_CHAIN_ID, REGTEST_GENESIS_HASH } from './constants'
import { RegtestNode } from './node/regtestNode'

describe('Berth Bitcoin Regtest identity', () => {
  it("has bcoin's regtest genesis, so its CAIP-2 id is Bitcoin Core regtest's", async () => {
    const node = await RegtestNode.open()
    try {
      expect(await node.blockHashAt(0)).toBe(REGTEST_GENESIS_HASH)
      expect(DEVNET_BITCOIN_CHAIN_ID).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    } finally {
      await node.close()
    }
  })
})
