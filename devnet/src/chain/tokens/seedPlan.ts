import { parseEther, parseUnits } from 'viem'
import { devnetAccounts } from '../accounts'
import type { ContractName } from '../contracts/compileContracts'
import { devnetCollections, devnetContracts, devnetTokens, type DevnetContract, type DevnetErc20, type DevnetErc721 } from './devnetTokens'

const DAY = 86_400
/** How far back the seeded history starts; a fresh chain's genesis is set this far back. */
export const SEED_HISTORY_DAYS = 120

type Account = (typeof devnetAccounts)[number]

/** A transaction of the deployer key, in nonce order. */
export type DeployerStep =
  | { by: 'deployer'; at: number; kind: 'deploy'; contract: DevnetContract; artifact: ContractName; args: readonly unknown[] }
  | { by: 'deployer'; at: number; kind: 'mint-erc20'; token: DevnetErc20; to: readonly Account[]; amount: bigint }
  | { by: 'deployer'; at: number; kind: 'mint-erc721'; collection: DevnetErc721; to: readonly Account[]; firstId: bigint }

/** A transaction of a devnet account (anvil holds them unlocked). `fails`: mined, and reverted. */
export type AccountStep =
  | { by: 'account'; at: number; kind: 'native'; from: Account; to: Account; value: bigint }
  | { by: 'account'; at: number; kind: 'erc20'; token: DevnetErc20; from: Account; to: Account; amount: bigint; fails?: true }
  | { by: 'account'; at: number; kind: 'erc721'; collection: DevnetErc721; from: Account; to: Account; tokenId: bigint }

export type SeedStep = DeployerStep | AccountStep

/** The genesis timestamp a fresh chain gets so that the seeded history fits after it. */
export function seedGenesisTimestamp(now: number): number {
  return now - SEED_HISTORY_DAYS * DAY
}

const artifactOf = (contract: DevnetContract): ContractName =>
  contract.kind === 'erc721' ? 'DevnetCollection' : contract.returnsNothing ? 'TetherStyleToken' : 'DevnetToken'
const argsOf = (contract: DevnetContract): readonly unknown[] =>
  contract.kind === 'erc721' ? [contract.name, contract.symbol] : [contract.name, contract.symbol, contract.decimals]

const [a0, a1, a2, a3, a4] = devnetAccounts
const { USDC, USDT, DAI } = devnetTokens[31337]
const { BPASS, VOUCHER } = devnetCollections[31337]

type Activity =
  | ['native', Account, Account, string]
  | ['erc20', DevnetErc20, Account, Account, string]
  | ['erc721', DevnetErc721, Account, Account, number]
  | ['fails', DevnetErc20, Account, Account, string]

// Mostly between accounts 0 and 1 (the Devnet Wallet's first accounts), so both have more than a
// page of history on each chain. One transfer reverts (more USDC than account 0 holds).
const activities: readonly Activity[] = [
  ['native', a1, a0, '0.5'],
  ['erc20', USDC, a0, a1, '250'],
  ['native', a0, a2, '1.25'],
  ['erc20', DAI, a2, a0, '40.5'],
  ['erc721', BPASS, a0, a1, 1],
  ['erc20', USDT, a1, a0, '75'],
  ['erc20', USDC, a0, a3, '19.99'],
  ['native', a1, a2, '0.1'],
  ['erc20', DAI, a3, a1, '3.14'],
  ['erc20', USDT, a0, a1, '500'],
  ['erc721', BPASS, a1, a0, 4],
  ['fails', USDC, a0, a1, '1000000'],
  ['native', a4, a0, '2'],
  ['erc20', DAI, a0, a4, '12'],
  ['erc20', USDC, a1, a3, '42'],
  ['erc721', BPASS, a2, a1, 6],
  ['native', a0, a1, '0.75'],
  ['erc20', USDC, a1, a0, '120'],
  ['erc20', USDT, a0, a2, '33.3'],
  ['erc20', DAI, a1, a4, '7'],
  ['erc721', BPASS, a0, a1, 2],
  ['erc20', USDC, a3, a0, '5'],
  ['erc20', DAI, a0, a1, '1.5'],
  ['native', a1, a0, '0.05'],
]

function activityStep(activity: Activity, at: number): AccountStep {
  switch (activity[0]) {
    case 'native':
      return { by: 'account', at, kind: 'native', from: activity[1], to: activity[2], value: parseEther(activity[3]) }
    case 'erc20':
      return { by: 'account', at, kind: 'erc20', token: activity[1], from: activity[2], to: activity[3], amount: parseUnits(activity[4], activity[1].decimals) }
    case 'fails':
      return {
        by: 'account',
        at,
        kind: 'erc20',
        token: activity[1],
        from: activity[2],
        to: activity[3],
        amount: parseUnits(activity[4], activity[1].decimals),
        fails: true,
      }
    case 'erc721':
      return { by: 'account', at, kind: 'erc721', collection: activity[1], from: activity[2], to: activity[3], tokenId: BigInt(activity[4]) }
  }
}

/**
 * Every transaction that sets up a devnet chain, with the time its block gets: contracts deployed
 * and accounts funded 118 days before `now`, then transfers every 4 to 5 days (native, ERC-20,
 * ERC-721, one reverted), and spam airdrops; the last step is the deployer's, so its nonce tells
 * whether a chain was set up completely. Chain 31338 skips every third transfer, so the two chains'
 * histories differ. Times strictly increase; all are whole seconds.
 */
export function seedPlan(chainId: number, now: number): SeedStep[] {
  const start = now - 118 * DAY
  const steps: SeedStep[] = devnetContracts.map((contract, index) => ({
    by: 'deployer' as const,
    at: start + index * 60,
    kind: 'deploy' as const,
    contract,
    artifact: artifactOf(contract),
    args: argsOf(contract),
  }))
  const funding = start + 3600
  steps.push(
    { by: 'deployer', at: funding, kind: 'mint-erc20', token: USDC, to: devnetAccounts, amount: parseUnits('10000', USDC.decimals) },
    { by: 'deployer', at: funding + 60, kind: 'mint-erc20', token: USDT, to: devnetAccounts, amount: parseUnits('5000', USDT.decimals) },
    { by: 'deployer', at: funding + 120, kind: 'mint-erc20', token: DAI, to: devnetAccounts, amount: parseUnits('2500', DAI.decimals) },
    // Berth Pass #1..#6: three to account 0, two to account 1, one to account 2.
    { by: 'deployer', at: funding + 180, kind: 'mint-erc721', collection: BPASS, to: [a0, a0, a0, a1, a1, a2], firstId: 1n },
  )
  activities.forEach((activity, index) => {
    if (chainId === 31338 && index % 3 === 0) return
    // Every 4.5 days from day -112, at an hour that moves through the day.
    steps.push(activityStep(activity, now - 112 * DAY + Math.round(index * 4.5 * DAY) + ((index * 7) % 24) * 3600))
  })
  steps.push(
    { by: 'deployer', at: now - 60 * DAY + 1800, kind: 'mint-erc721', collection: VOUCHER, to: [a0, a1, a2, a3], firstId: 1n },
    { by: 'deployer', at: now - 2 * DAY + 1800, kind: 'mint-erc721', collection: VOUCHER, to: [a0, a1], firstId: 5n },
  )
  return steps.sort((a, b) => a.at - b.at)
}

export function deployerStepCount(steps: readonly SeedStep[]): number {
  return steps.filter((step) => step.by === 'deployer').length
}
