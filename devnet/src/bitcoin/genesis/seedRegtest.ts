import { DEVNET_BITCOIN_ACCOUNT_SATS } from '../constants'
import type { DevnetBitcoinKey } from '../keys/devnetBitcoinKeys'
import type { RegtestNode } from '../node/regtestNode'
import { COINBASE_MATURITY, sendFromKey } from './sendFromKey'

/**
 * Blocks to mine before anything else: segwit activates through BIP9 on regtest after three
 * 144-block windows (defined, started, locked in), and by then the first coinbases are mature.
 */
export const SEGWIT_ACTIVATION_BLOCKS = 432

/** The seeded history: a few payments between the payment addresses, each mined in its own block (sats). */
export const SEED_TRANSFERS = [
  { from: 0, to: 1, sats: 10_000_000n },
  { from: 1, to: 2, sats: 5_000_000n },
  { from: 2, to: 0, sats: 2_500_000n },
] as const

/**
 * The regtest genesis: segwit active, each payment address funded with mature coins
 * (DEVNET_BITCOIN_ACCOUNT_SATS, one funding transaction from the faucet's coinbases), then a little
 * history between them. Coins that are not coinbases need no maturity: all is spendable at once.
 */
export async function seedRegtest(node: RegtestNode, faucet: DevnetBitcoinKey, accounts: readonly DevnetBitcoinKey[]): Promise<void> {
  await node.mine(SEGWIT_ACTIVATION_BLOCKS, faucet.outputScript)
  if (!node.segwitActive()) throw new Error(`segwit is not active after ${SEGWIT_ACTIVATION_BLOCKS} blocks`)
  await sendFromKey(
    node,
    faucet,
    accounts.map((account) => ({ address: account.address, value: DEVNET_BITCOIN_ACCOUNT_SATS })),
    COINBASE_MATURITY,
  )
  await node.mine(1, faucet.outputScript)
  for (const transfer of SEED_TRANSFERS) {
    const from = accounts[transfer.from]
    const to = accounts[transfer.to]
    if (!from || !to) throw new Error('seed transfer between unknown accounts')
    await sendFromKey(node, from, [{ address: to.address, value: transfer.sats }])
    await node.mine(1, faucet.outputScript)
  }
}
