import { createWalletClient, defineChain, erc20Abi, http, publicActions, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { findOnrampTarget } from '../api/onramp/onrampOptions'
import { RAMP_TREASURY_INDEX } from '../api/onramp/rampTreasury'
import type { OnrampOrder } from '../api/onramp/orderStore'

export const rampTreasury = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: RAMP_TREASURY_INDEX })

export interface RampChain {
  chainId: number
  url: string
}

/**
 * Sends an order's purchase from the treasury (ETH, or USDC by transfer) and waits for it to be
 * mined. One at a time: the treasury's nonces must not race between concurrent payments.
 */
export function createWalletCrediter(chains: readonly RampChain[]): (order: OnrampOrder) => Promise<Hex> {
  let queue: Promise<unknown> = Promise.resolve()
  const credit = async (order: OnrampOrder): Promise<Hex> => {
    const chain = chains.find((candidate) => candidate.chainId === order.chainId)
    if (!chain) throw new Error(`Devnet Ramp does not serve chain ${order.chainId}`)
    const viemChain = defineChain({
      id: chain.chainId,
      name: `devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    })
    const client = createWalletClient({ account: rampTreasury, chain: viemChain, transport: http(chain.url) }).extend(publicActions)
    const value = BigInt(order.purchaseUnits)
    const base = { account: rampTreasury, chain: viemChain }
    const hash =
      order.symbol === 'ETH'
        ? await client.sendTransaction({ ...base, to: order.address, value })
        : await client.writeContract({ ...base, address: usdcAddress(order), abi: erc20Abi, functionName: 'transfer', args: [order.address, value] })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`the crediting transaction ${hash} reverted`)
    return hash
  }
  return (order) => {
    const next = queue.then(() => credit(order))
    queue = next.catch(() => {})
    return next
  }
}

function usdcAddress(order: OnrampOrder): `0x${string}` {
  const contract = findOnrampTarget(order.network, order.symbol)?.contract
  if (!contract) throw new Error(`no ${order.symbol} contract on ${order.network}`)
  return contract
}
