import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '../accounts'
import { devnetContracts } from './devnetTokens'
import { deployerStepCount, seedGenesisTimestamp, seedPlan, type SeedStep } from './seedPlan'

const now = Date.UTC(2026, 10, 21, 12, 0, 0) / 1000
const involves = (step: SeedStep, account: string) =>
  step.by === 'account'
    ? (!('fails' in step) && (step.from === account || step.to === account)) || ('fails' in step && step.from === account)
    : 'to' in step && step.to.includes(account as never)

describe('seedPlan', () => {
  for (const chainId of [31337, 31338]) {
    it(`runs after genesis and before now, strictly increasing, over at least 3 months (${chainId})`, () => {
      const steps = seedPlan(chainId, now)
      const times = steps.map((step) => step.at)
      expect(times[0]).toBeGreaterThan(seedGenesisTimestamp(now))
      expect(times.at(-1)).toBeLessThan(now)
      expect(times.every((time, index) => index === 0 || time > times[index - 1]!)).toBe(true)
      expect(times.every(Number.isInteger)).toBe(true)
      const months = new Set(times.map((time) => new Date(time * 1000).toISOString().slice(0, 7)))
      expect(months.size).toBeGreaterThanOrEqual(3)
    })

    it(`deploys every contract first, in nonce order, and ends with a deployer step (${chainId})`, () => {
      const steps = seedPlan(chainId, now)
      expect(steps.slice(0, devnetContracts.length).map((step) => step.kind === 'deploy' && step.contract.nonce)).toEqual([0, 1, 2, 3, 4])
      expect(steps.at(-1)?.by).toBe('deployer')
      expect(deployerStepCount(steps)).toBe(11)
    })

    it(`gives accounts 0 and 1 more than a page of history, with every kind of transfer (${chainId})`, () => {
      const steps = seedPlan(chainId, now)
      for (const account of devnetAccounts.slice(0, 2)) expect(steps.filter((step) => involves(step, account)).length).toBeGreaterThan(12)
      const kinds = new Set(steps.map((step) => ('fails' in step ? 'fails' : step.kind)))
      expect([...kinds].sort()).toEqual(['deploy', 'erc20', 'erc721', 'fails', 'mint-erc20', 'mint-erc721', 'native'])
    })
  }

  it('differs between the two chains', () => {
    expect(seedPlan(31338, now).length).toBeLessThan(seedPlan(31337, now).length)
  })
})
