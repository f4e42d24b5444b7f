import { encodeDeployData, type Address, type PublicClient, type WalletClient } from 'viem'
import type { ContractArtifacts, ContractName } from '../contracts/compileContracts'
import { devnetAccountFactory } from './devnetAccountFactory'
import { devnetDeployer } from './deployer'
import { devnetSmartAccount } from './devnetSmartAccount'

export interface AfterHistoryContract {
  name: ContractName
  address: Address
  /** The deployer's nonce that creates it: its address depends on nothing else. */
  nonce: number
  args: readonly unknown[]
}

/**
 * The contracts the deployer creates after the seeded history, in nonce order. A contract added
 * later goes at the end, so every address before it stays where it was and a chain set up by an
 * older devnet can be brought up to date by deploying just the missing tail.
 */
export const afterHistoryContracts: readonly AfterHistoryContract[] = [
  { name: 'DevnetSmartAccount', address: devnetSmartAccount.address, nonce: devnetSmartAccount.nonce, args: [devnetSmartAccount.owner] },
  { name: 'DevnetAccountFactory', address: devnetAccountFactory.address, nonce: devnetAccountFactory.nonce, args: [] },
]

/**
 * Deploys one of them with its own nonce and checks it landed at its fixed address. The caller makes
 * sure the deployer's nonce is that one: any other would put it elsewhere.
 */
export async function deployAfterHistory(
  clients: { public: PublicClient; deployer: WalletClient },
  contract: AfterHistoryContract,
  artifacts: ContractArtifacts,
): Promise<void> {
  const { abi, bytecode } = artifacts[contract.name]
  const hash = await clients.deployer.sendTransaction({
    data: encodeDeployData({ abi, bytecode, args: contract.args }),
    account: devnetDeployer,
    chain: clients.deployer.chain,
    nonce: contract.nonce,
  })
  const receipt = await clients.public.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== contract.address.toLowerCase()) {
    throw new Error(`the devnet ${contract.name} deploy ended ${receipt.status} at ${receipt.contractAddress}, expected ${contract.address} (tx ${hash})`)
  }
}
