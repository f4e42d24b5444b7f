import { encodeDeployData, encodeFunctionData, toHex, type Hex, type PublicClient, type WalletClient } from 'viem'
import { devnetDeployer } from './deployer'
import type { ContractArtifacts } from '../contracts/compileContracts'
import type { SeedStep } from './seedPlan'

export interface SeedClients {
  public: PublicClient
  /** Signs with the deployer key (a local account). */
  deployer: WalletClient
}

/** Enough for any seeded call; set so that a transfer meant to revert is mined instead of refused at estimation. */
const REVERTING_GAS = 200_000n

function callData(step: SeedStep, artifacts: ContractArtifacts): { to: Hex; data: Hex } {
  switch (step.kind) {
    case 'deploy':
      throw new Error('a deploy has no call data')
    case 'mint-erc20':
      return { to: step.token.address, data: encodeFunctionData({ abi: artifacts.DevnetToken.abi, functionName: 'mintEach', args: [step.to, step.amount] }) }
    case 'mint-erc721':
      return {
        to: step.collection.address,
        data: encodeFunctionData({ abi: artifacts.DevnetCollection.abi, functionName: 'mintEach', args: [step.to, step.firstId] }),
      }
    case 'erc20':
      return { to: step.token.address, data: encodeFunctionData({ abi: artifacts.DevnetToken.abi, functionName: 'transfer', args: [step.to, step.amount] }) }
    case 'erc721':
      return {
        to: step.collection.address,
        data: encodeFunctionData({ abi: artifacts.DevnetCollection.abi, functionName: 'transferFrom', args: [step.from, step.to, step.tokenId] }),
      }
    case 'native':
      throw new Error('a native transfer has no call data')
  }
}

/**
 * Sends one step and checks its receipt: a deploy must land at the contract's fixed address, a
 * step marked `fails` must revert and every other one must succeed. anvil mines each transaction
 * in its own block (automine).
 */
export async function sendSeedStep(clients: SeedClients, step: SeedStep, nonce: number, artifacts: ContractArtifacts): Promise<Hex> {
  let hash: Hex
  if (step.by === 'deployer') {
    const request =
      step.kind === 'deploy'
        ? { data: encodeDeployData({ abi: artifacts[step.artifact].abi, bytecode: artifacts[step.artifact].bytecode, args: step.args }) }
        : callData(step, artifacts)
    hash = await clients.deployer.sendTransaction({ ...request, account: devnetDeployer, chain: clients.deployer.chain, nonce })
  } else {
    const params =
      step.kind === 'native'
        ? { from: step.from, to: step.to, value: toHex(step.value) }
        : { from: step.from, ...callData(step, artifacts), ...('fails' in step ? { gas: toHex(REVERTING_GAS) } : {}) }
    // anvil holds the mnemonic accounts unlocked: eth_sendTransaction signs with them.
    hash = (await clients.public.request({ method: 'eth_sendTransaction', params: [params] } as never)) as Hex
  }
  // anvil answers the send before its automine has mined the block.
  const receipt = await clients.public.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })
  const expected = 'fails' in step ? 'reverted' : 'success'
  if (receipt.status !== expected)
    throw new Error(`seeding step ${step.kind} at ${new Date(step.at * 1000).toISOString()} ended ${receipt.status}, expected ${expected} (tx ${hash})`)
  if (step.kind === 'deploy' && receipt.contractAddress?.toLowerCase() !== step.contract.address.toLowerCase()) {
    throw new Error(
      `${step.contract.symbol} was deployed at ${receipt.contractAddress}, expected ${step.contract.address}: the deployer's nonce was not ${step.contract.nonce}`,
    )
  }
  return hash
}
