import {
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { devnetDeployer } from './deployer'
import { devnetTokens } from './devnetTokens'
import { devnetPools, devnetUniswap } from './devnetUniswap'
import { uniswapRouterAbi } from './uniswapAbi'
import { uniswapArtifacts } from './uniswapArtifacts'

const mintEachAbi = parseAbi(['function mintEach(address[] to, uint256 value)'])

export interface UniswapSetup {
  state: 'deployed' | 'present'
  transactions: number
  ms: number
}

interface Step {
  what: string
  data: Hex
  to?: Address
  value?: bigint
  /** Where a deploy must land. */
  deploys?: Address
}

const tokenOf = (symbol: 'USDC' | 'DAI') => devnetTokens[31337][symbol]
const units = (side: { symbol: 'ETH' | 'USDC' | 'DAI'; amount: string }) =>
  side.symbol === 'ETH' ? parseEther(side.amount) : parseUnits(side.amount, tokenOf(side.symbol).decimals)

/** The deployer's transactions, in nonce order from devnetUniswap.weth.nonce. */
function steps(): Step[] {
  const artifacts = uniswapArtifacts()
  const { weth, factory, router } = devnetUniswap
  const deployer = devnetDeployer.address
  const result: Step[] = [
    { what: 'WETH9', data: encodeDeployData({ abi: artifacts.WETH9.abi, bytecode: artifacts.WETH9.bytecode }), deploys: weth.address },
    {
      what: 'UniswapV2Factory',
      data: encodeDeployData({ abi: artifacts.UniswapV2Factory.abi, bytecode: artifacts.UniswapV2Factory.bytecode, args: [deployer] }),
      deploys: factory.address,
    },
    {
      what: 'UniswapV2Router02',
      data: encodeDeployData({ abi: artifacts.UniswapV2Router02.abi, bytecode: artifacts.UniswapV2Router02.bytecode, args: [factory.address, weth.address] }),
      deploys: router.address,
    },
  ]
  // Each token: mint what its pools need to the deployer, then let the router take it.
  for (const symbol of ['USDC', 'DAI'] as const) {
    const needed = devnetPools.flatMap((pool) => [pool.a, pool.b]).filter((side) => side.symbol === symbol)
    const total = needed.reduce((sum, side) => sum + units(side), 0n)
    const token = tokenOf(symbol).address
    result.push(
      { what: `mint ${symbol}`, to: token, data: encodeFunctionData({ abi: mintEachAbi, functionName: 'mintEach', args: [[deployer], total] }) },
      { what: `approve ${symbol}`, to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router.address, maxUint256] }) },
    )
  }
  for (const pool of devnetPools) {
    const b = tokenOf(pool.b.symbol).address
    result.push(
      pool.a.symbol === 'ETH'
        ? {
            what: `pool ${pool.name}`,
            to: router.address,
            value: units(pool.a),
            data: encodeFunctionData({ abi: uniswapRouterAbi, functionName: 'addLiquidityETH', args: [b, units(pool.b), 0n, 0n, deployer, maxUint256] }),
          }
        : {
            what: `pool ${pool.name}`,
            to: router.address,
            data: encodeFunctionData({
              abi: uniswapRouterAbi,
              functionName: 'addLiquidity',
              args: [tokenOf(pool.a.symbol).address, b, units(pool.a), units(pool.b), 0n, 0n, deployer, maxUint256],
            }),
          },
    )
  }
  return result
}

/** How many transactions the deployer sends for Uniswap: its nonce after them is weth.nonce + this. */
export const uniswapStepCount = 3 + 2 * 2 + devnetPools.length

/**
 * Deploys Uniswap V2 and funds its pools on a chain whose other devnet contracts are set up (the
 * deployer's nonce is then devnetUniswap.weth.nonce). A chain that has them already is left alone;
 * one with part of them (an interrupted setup) is refused, since its addresses could not be the fixed ones.
 */
export async function setupUniswap(clients: { public: PublicClient; deployer: WalletClient }, url: string): Promise<UniswapSetup> {
  const started = performance.now()
  const first = devnetUniswap.weth.nonce
  const addresses = [devnetUniswap.weth.address, devnetUniswap.factory.address, devnetUniswap.router.address, ...devnetPools.map((pool) => pool.address)]
  const [nonce, codes] = await Promise.all([
    clients.public.getTransactionCount({ address: devnetDeployer.address, blockTag: 'latest' }),
    Promise.all(addresses.map((address) => clients.public.getCode({ address }))),
  ])
  // A pool's code appears with its liquidity (addLiquidity creates and funds it in one transaction),
  // so every address having code means every step ran, whatever the deployer's nonce says now.
  const withCode = codes.filter((code) => code !== undefined && code !== '0x').length
  if (withCode === addresses.length) return { state: 'present', transactions: 0, ms: Math.round(performance.now() - started) }
  if (nonce !== first || withCode !== 0) {
    throw new Error(
      `${url} has Uniswap half set up (deployer nonce ${nonce}, expected ${first}; ${withCode} of ${addresses.length} contracts): an earlier setup was interrupted; restart this chain`,
    )
  }
  const planned = steps()
  const total = planned.reduce((sum, step) => sum + (step.value ?? 0n), 0n)
  const balance = await clients.public.getBalance({ address: devnetDeployer.address })
  if (balance < total + parseEther('10')) {
    await clients.public.request({ method: 'anvil_setBalance', params: [devnetDeployer.address, toHex(total + parseEther('100'))] } as never)
  }
  // Sent back to back (anvil automines each), then the receipts are checked together: one round trip less per step.
  const hashes: Hex[] = []
  for (const [index, step] of planned.entries()) {
    hashes.push(
      await clients.deployer.sendTransaction({
        account: devnetDeployer,
        chain: clients.deployer.chain,
        nonce: first + index,
        data: step.data,
        ...(step.to ? { to: step.to } : {}),
        ...(step.value ? { value: step.value } : {}),
        gas: 6_000_000n,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => clients.public.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })))
  for (const [index, receipt] of receipts.entries()) {
    const step = planned[index] as Step
    if (receipt.status !== 'success') throw new Error(`Uniswap setup: ${step.what} reverted (tx ${receipt.transactionHash})`)
    if (step.deploys && receipt.contractAddress?.toLowerCase() !== step.deploys.toLowerCase()) {
      throw new Error(`Uniswap setup: ${step.what} landed at ${receipt.contractAddress}, expected ${step.deploys}`)
    }
  }
  return { state: 'deployed', transactions: planned.length, ms: Math.round(performance.now() - started) }
}
