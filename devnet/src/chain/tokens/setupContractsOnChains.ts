import { compileContracts, type ContractArtifacts } from '../contracts/compileContracts'
import type { RunningDevnetChain } from '../startDevnetChain'
import { devnetContracts } from './devnetTokens'
import { devnetAccountFactory } from './devnetAccountFactory'
import { devnetSmartAccount } from './devnetSmartAccount'
import { devnetPools, devnetUniswap } from './devnetUniswap'
import { setupDevnetContracts, type DevnetContractsSetup } from './setupDevnetContracts'

/**
 * Sets up the devnet contracts on every chain at once (setupDevnetContracts), compiling them at most
 * once and only if a chain needs them, and logs where they are.
 */
export async function setupContractsOnChains(chains: readonly RunningDevnetChain[], log: (line: string) => void): Promise<DevnetContractsSetup[]> {
  let compiling: Promise<ContractArtifacts> | undefined
  const artifacts = () =>
    (compiling ??= compileContracts().then((compiled) => {
      log(`contracts: ${compiled.cached ? 'compiled artifacts read from the cache' : 'compiled with solc'} in ${compiled.ms} ms`)
      return compiled.artifacts
    }))
  const results = await Promise.all(
    chains.map((chain) => setupDevnetContracts({ url: chain.url, chainId: chain.chainId, artifacts, log: (line) => log(`contracts: ${line}`) })),
  )
  for (const result of results) {
    log(
      result.state === 'present'
        ? `contracts: chain ${result.chainId} already has them`
        : result.state === 'updated'
          ? `contracts: chain ${result.chainId} already had the tokens; the ${result.transactions} contract(s) after them it lacked were added in ${result.ms} ms`
          : `contracts: chain ${result.chainId}: deployed, accounts funded, ${result.transactions} transactions seeded${result.backdated ? ' over 4 months' : ' (dated now)'} in ${result.ms} ms`,
    )
    if (result.uniswap.state === 'deployed')
      log(
        `contracts: chain ${result.chainId}: Uniswap V2 deployed and ${devnetPools.length} pools funded (${result.uniswap.transactions} transactions) in ${result.uniswap.ms} ms`,
      )
  }
  if (chains.length > 0) {
    log(`Tokens and NFTs (the same addresses on ${chains.map((chain) => chain.chainId).join(' and ')}):`)
    for (const contract of devnetContracts) {
      const what =
        contract.kind === 'erc20'
          ? `${contract.decimals} decimals${contract.returnsNothing ? ', transfer returns nothing' : ''}`
          : `ERC-721 ${contract.name}${contract.spam ? ' (spam)' : ''}`
      log(`  ${contract.symbol.padEnd(8)} ${contract.address}  ${what}`)
    }
    log(`  ${'ACCOUNT'.padEnd(8)} ${devnetSmartAccount.address}  ERC-1271 smart account, owner ${devnetSmartAccount.owner} (account 3)`)
    log(`  ${'FACTORY'.padEnd(8)} ${devnetAccountFactory.address}  CREATE2 factory of smart accounts (ERC-6492 counterfactual sign-in)`)
    log(`  ${'WETH'.padEnd(8)} ${devnetUniswap.weth.address}  WETH9`)
    log(`  ${'ROUTER'.padEnd(8)} ${devnetUniswap.router.address}  Uniswap V2 Router02 (factory ${devnetUniswap.factory.address})`)
    for (const pool of devnetPools)
      log(`  ${'POOL'.padEnd(8)} ${pool.address}  ${pool.name} (${pool.a.amount} ${pool.a.symbol} / ${pool.b.amount} ${pool.b.symbol})`)
  }
  return results
}
