import { createPublicClient, createWalletClient, defineChain, http, parseEther, toHex, type PublicClient } from 'viem'
import { defaultCacheDir } from '../../api/db/paths'
import { compileContracts, type ContractArtifacts } from '../contracts/compileContracts'
import { afterHistoryContracts, deployAfterHistory } from './deployAfterHistory'
import { devnetDeployer } from './deployer'
import { devnetContracts } from './devnetTokens'
import { deployerStepCount, seedPlan } from './seedPlan'
import { sendSeedStep } from './sendSeedStep'
import { withSetupLock } from './setupLock'
import { setupUniswap, type UniswapSetup } from './setupUniswap'

export interface SetupDevnetContractsOptions {
  url: string
  chainId: number
  /** Unix seconds the seeded history ends at (default: the wall clock). */
  now?: number
  /**
   * The compiled contracts, or a loader called only if something must be deployed (so a reused,
   * set-up chain costs no compile). Default: compileContracts() (solc, or its cache).
   */
  artifacts?: ContractArtifacts | (() => Promise<ContractArtifacts>)
  log?: (line: string) => void
  /** Where the per-chain setup lock files go (default devnet/.data/cache). */
  lockDir?: string
}

export interface DevnetContractsSetup {
  chainId: number
  /**
   * 'present': the chain already had them (a reused chain); nothing was sent. 'updated': a chain set
   * up by an older devnet, before the last contracts after the history existed (the smart account,
   * the account factory); only those were deployed.
   */
  state: 'deployed' | 'present' | 'updated'
  /** False when the chain's blocks were already past the history's start, so the history is dated now. */
  backdated: boolean
  transactions: number
  ms: number
  /** Uniswap V2 and its pools (setupUniswap.ts), set up after the rest. */
  uniswap: UniswapSetup
}

const rpc = (client: PublicClient, method: string, params: unknown[]) => client.request({ method, params } as never)

/**
 * Deploys the devnet tokens and collections on one chain, funds the ten devnet accounts, seeds
 * months of transfers (seedPlan.ts), then deploys the contracts that come after the history (the
 * smart account and the account factory, deployAfterHistory.ts).
 * Idempotent: a chain whose deployer has sent every planned transaction and that has code at every
 * contract address is left alone; one that lacks only the last of those after the history (set up
 * before they existed) gets only what it lacks; a chain where the
 * deployer sent some but not all of them (an interrupted setup) is refused with a clear error,
 * since its addresses could no longer be the fixed ones. Processes on this machine set up one chain
 * at a time (withSetupLock).
 */
export function setupDevnetContracts(options: SetupDevnetContractsOptions): Promise<DevnetContractsSetup> {
  return withSetupLock(options.lockDir ?? defaultCacheDir, options.url, async () => {
    const result = await setUp(options)
    const chain = devnetViemChain(options.chainId, options.url)
    const uniswap = await setupUniswap(
      {
        public: createPublicClient({ chain, transport: http(options.url), cacheTime: 0 }),
        deployer: createWalletClient({ account: devnetDeployer, chain, transport: http(options.url) }),
      },
      options.url,
    )
    return { ...result, uniswap }
  })
}

const devnetViemChain = (chainId: number, url: string) =>
  defineChain({ id: chainId, name: `devnet ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })

async function setUp(options: SetupDevnetContractsOptions): Promise<Omit<DevnetContractsSetup, 'uniswap'>> {
  const started = performance.now()
  const { url, chainId } = options
  const log = options.log ?? (() => {})
  const chain = devnetViemChain(chainId, url)
  const client = createPublicClient({ chain, transport: http(url), cacheTime: 0 })
  const now = options.now ?? Math.floor(Date.now() / 1000)
  const plan = seedPlan(chainId, now)
  const seeded = deployerStepCount(plan)
  // The contracts after the history are the deployer's last transactions, after the seeded ones.
  const tail = afterHistoryContracts
  const planned = seeded + tail.length
  const contractCount = devnetContracts.length + tail.length
  const loadArtifacts = async () =>
    typeof options.artifacts === 'function' ? await options.artifacts() : (options.artifacts ?? (await compileContracts()).artifacts)

  const [nonce, codes] = await Promise.all([
    client.getTransactionCount({ address: devnetDeployer.address, blockTag: 'latest' }),
    Promise.all([...devnetContracts, ...tail].map((contract) => client.getCode({ address: contract.address }))),
  ])
  const hasCode = codes.map((code) => code !== undefined && code !== '0x')
  const withCode = hasCode.filter(Boolean).length
  if (nonce >= planned && withCode === contractCount) {
    return { chainId, state: 'present', backdated: false, transactions: 0, ms: Math.round(performance.now() - started) }
  }
  const deployer = createWalletClient({ account: devnetDeployer, chain, transport: http(url) })
  // Set up by an older devnet: every token, then the first `done` contracts after the history and
  // exactly as many deployer nonces past it. Its history stays as it is; the rest comes next.
  const done = nonce - seeded
  const tailHasCode = hasCode.slice(devnetContracts.length)
  if (
    done >= 0 &&
    done < tail.length &&
    hasCode.slice(0, devnetContracts.length).every(Boolean) &&
    tailHasCode.every((present, index) => present === index < done)
  ) {
    await rpc(client, 'anvil_setBalance', [devnetDeployer.address, toHex(parseEther('1000'))])
    const artifacts = await loadArtifacts()
    for (const contract of tail.slice(done)) await deployAfterHistory({ public: client, deployer }, contract, artifacts)
    return { chainId, state: 'updated', backdated: false, transactions: tail.length - done, ms: Math.round(performance.now() - started) }
  }
  if (nonce !== 0 || withCode !== 0) {
    throw new Error(
      `${url} (chain ${chainId}) has the devnet contracts half set up (deployer nonce ${nonce} of ${planned}, ${withCode} of ${contractCount} contracts): an earlier setup was interrupted; restart this chain`,
    )
  }

  const artifacts = await loadArtifacts()
  const latest = await client.getBlock({ blockTag: 'latest' })
  // A chain that already has blocks past the history's start (one started by hand, without the
  // devnet's genesis timestamp) cannot take blocks in the past: its history is then dated now.
  const backdated = latest.timestamp < BigInt(plan[0]?.at ?? now)
  if (!backdated)
    log(
      `chain ${chainId}: blocks already reach ${new Date(Number(latest.timestamp) * 1000).toISOString()}, so the seeded history is dated now, not spread over months`,
    )

  await rpc(client, 'anvil_setBalance', [devnetDeployer.address, toHex(parseEther('1000'))])
  let deployerNonce = 0
  for (const step of plan) {
    if (backdated) await rpc(client, 'evm_setNextBlockTimestamp', [step.at])
    await sendSeedStep({ public: client, deployer }, step, step.by === 'deployer' ? deployerNonce++ : -1, artifacts)
  }
  const lastAt = plan.at(-1)?.at ?? 0
  for (const [index, contract] of tail.entries()) {
    if (backdated) await rpc(client, 'evm_setNextBlockTimestamp', [lastAt + 60 * (index + 1)])
    await deployAfterHistory({ public: client, deployer }, contract, artifacts)
  }
  if (backdated) {
    // One empty block at the wall clock: anvil dates the blocks after it from there, so new
    // transactions are "now" and not months ago.
    await rpc(client, 'evm_setNextBlockTimestamp', [Math.max(Math.floor(Date.now() / 1000), lastAt + 60 * tail.length + 1)])
    await rpc(client, 'evm_mine', [])
  }
  return { chainId, state: 'deployed', backdated, transactions: plan.length + tail.length, ms: Math.round(performance.now() - started) }
}
