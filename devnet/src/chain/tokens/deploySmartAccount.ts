import { encodeDeployData, type PublicClient, type WalletClient } from 'viem'
import type { ContractArtifacts } from '../contracts/compileContracts'
import { devnetDeployer } from './deployer'
import { devnetSmartAccount } from './devnetSmartAccount'

/**
 * Deploys the devnet smart account with the deployer's nonce 11 and checks it landed at its fixed
 * address. The caller makes sure the deployer's nonce is 11: any other would put it elsewhere.
 */
export async function deploySmartAccount(clients: { public: PublicClient; deployer: WalletClient }, artifacts: ContractArtifacts): Promise<void> {
  const { abi, bytecode } = artifacts.DevnetSmartAccount
  const hash = await clients.deployer.sendTransaction({
    data: encodeDeployData({ abi, bytecode, args: [devnetSmartAccount.owner] }),
    account: devnetDeployer,
    chain: clients.deployer.chain,
    nonce: devnetSmartAccount.nonce,
  })
  const receipt = await clients.public.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== devnetSmartAccount.address.toLowerCase()) {
    throw new Error(`the devnet smart account deploy ended ${receipt.status} at ${receipt.contractAddress}, expected ${devnetSmartAccount.address} (tx ${hash})`)
  }
}
