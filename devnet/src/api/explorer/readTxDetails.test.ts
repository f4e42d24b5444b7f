import { createPublicClient, custom, type PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ApiChain } from '../chains/apiChains'
import { readTxDetails } from './readTxDetails'

const hash = `0x${'ab'.repeat(32)}` as const
const blockHash = `0x${'cd'.repeat(32)}` as const
const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/**
 * A node fake that answers as anvil does just after mining a transfer, before its pool lets go of
 * it: the transaction without a block (as if pending), the receipt already in block 0x33. It cannot
 * be made to happen on demand against a real anvil.
 */
function anvilJustMinedFake(): PublicClient {
  const tx = {
    hash,
    from,
    to,
    value: '0x14d1120d7b160000',
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
    nonce: '0x7',
    input: '0x',
    type: '0x0',
    v: '0x1b',
    r: '0x1',
    s: '0x1',
    blockNumber: null,
    blockHash: null,
    transactionIndex: null,
    chainId: '0x7a69',
  }
  const receipt = {
    transactionHash: hash,
    blockNumber: '0x33',
    blockHash,
    transactionIndex: '0x0',
    from,
    to,
    status: '0x1',
    gasUsed: '0x5208',
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'0'.repeat(512)}`,
    type: '0x0',
  }
  const block = { number: '0x33', hash: blockHash, timestamp: '0x6745f0c0', transactions: [] }
  const answers: Record<string, unknown> = { eth_getTransactionByHash: tx, eth_getTransactionReceipt: receipt, eth_getBlockByNumber: block }
  return createPublicClient({ transport: custom({ request: async ({ method }: { method: string }) => answers[method] ?? null }) })
}

describe('readTxDetails', () => {
  it('takes the block from the receipt when the node still answers the transaction as pending', async () => {
    const chain: ApiChain = { chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:8545', caip2: 'eip155:31337', client: anvilJustMinedFake() }
    const details = await readTxDetails(chain, hash)
    expect(details).toMatchObject({
      status: 'confirmed',
      blockNumber: 51,
      blockHash,
      timestamp: new Date(0x6745f0c0 * 1000).toISOString(),
      gasUsed: '21000',
      transfers: [{ kind: 'native', from, to, amount: '1.5' }],
    })
  })
})
