import { createWalletClient, defineChain, erc20Abi, http, publicActions, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { findOnrampTarget } from '../api/onramp/onrampOptions'
import { RAMP_TREASURY_INDEX } from '../api/onramp/rampTreasury'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { createSolanaCrediter } from './creditSolanaWallet'

export const rampTreasury = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: RAMP_TREASURY_INDEX })

export interface RampChain {
  chainId: number
  url: string
}

/**
 * Sends an order's purchase from the treasury and waits for it to land: on an EVM chain ETH, or USDC
 * by transfer (mined); on Berth Solana Devnet (at `solanaUrl`) SOL or USDC (confirmed, see
 * creditSolanaWallet.ts). One at a time: the treasury's nonces must not race between concurrent payments.
 * Answers the transaction's hash, or its signature on Solana.
 */
export function createWalletCrediter(chains: readonly RampChain[], solanaUrl?: string): (order: OnrampOrder) => Promise<string> {
  let queue: Promise<unknown> = Promise.resolve()
  const creditSolana = solanaUrl ? createSolanaCrediter(solanaUrl) : undefined
  const credit = async (order: OnrampOrder): Promise<string> => {
    if (order.chain.startsWith('solana:')) {
      if (!creditSolana) throw new Error(`Devnet Ramp was started without Berth Solana Devnet: it cannot pay on ${order.chain}`)
      return creditSolana(order)
    }
    const chain = chains.find((candidate) => `eip155:${candidate.chainId}` === order.chain)
    if (!chain) throw new Error(`Devnet Ramp does not serve chain ${order.chain}`)
    const viemChain = defineChain({
      id: chain.chainId,
      name: `devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    })
    const client = createWalletClient({ account: rampTreasury, chain: viemChain, transport: http(chain.url) }).extend(publicActions)
    const value = BigInt(order.purchaseUnits)
    const buyer = order.address as Address
    const base = { account: rampTreasury, chain: viemChain }
    const hash =
      order.symbol === 'ETH'
        ? await client.sendTransaction({ ...base, to: buyer, value })
        : await client.writeContract({ ...base, address: usdcAddress(order), abi: erc20Abi, functionName: 'transfer', args: [buyer, value] })
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
  return contract as Address
}
