import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetDeployer } from './deployer'
import { devnetAccounts } from '../accounts'
import { afterHistoryContracts } from './deployAfterHistory'
import {
  DEVNET_DEPLOYER_ADDRESS,
  devnetAccountFactory,
  devnetCollections,
  devnetContracts,
  devnetSmartAccount,
  devnetTokens,
  devnetUsdtStyleTokens,
  findDevnetContract,
} from './devnetTokens'

describe('devnet contract addresses', () => {
  it("are the deployer key's contract addresses at nonces 0..4", () => {
    expect(devnetDeployer.address).toBe(DEVNET_DEPLOYER_ADDRESS)
    expect(devnetContracts.map((contract) => contract.nonce)).toEqual([0, 1, 2, 3, 4])
    for (const contract of devnetContracts) {
      expect(contract.address, contract.key).toBe(getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: BigInt(contract.nonce) }))
    }
  })

  it("put the smart account at the deployer's nonce 11, the one after the seeded history, owned by account 3", () => {
    expect(devnetSmartAccount.address).toBe(getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 11n }))
    expect(devnetSmartAccount.owner).toBe(devnetAccounts[3])
  })

  it('put the account factory at nonce 12, after the smart account, so no earlier address moved', () => {
    expect(devnetAccountFactory.address).toBe(getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 12n }))
    expect(afterHistoryContracts.map((contract) => [contract.name, contract.address, contract.nonce])).toEqual([
      ['DevnetSmartAccount', devnetSmartAccount.address, 11],
      ['DevnetAccountFactory', devnetAccountFactory.address, 12],
    ])
  })

  it('are the same on both chains, by symbol', () => {
    expect(devnetTokens[31337].USDC).toEqual(devnetTokens[31338].USDC)
    expect([devnetTokens[31337].USDC.decimals, devnetTokens[31337].USDT.decimals, devnetTokens[31337].DAI.decimals]).toEqual([6, 6, 18])
    expect(devnetTokens[31337].USDT.returnsNothing).toBe(true)
    expect(devnetCollections[31338].VOUCHER.spam).toBe(true)
    expect(devnetCollections[31338].BPASS.spam).toBe(false)
  })

  it('list the USDT-style token on each chain, as CAIP-10, for the usdtStyleTokens option', () => {
    expect(devnetUsdtStyleTokens).toEqual([`eip155:31337:${devnetTokens[31337].USDT.address}`, `eip155:31338:${devnetTokens[31338].USDT.address}`])
    // Every token whose transfer returns nothing, and no other.
    const returnsNothing = devnetContracts.filter((contract) => contract.kind === 'erc20' && contract.returnsNothing).map((contract) => contract.address)
    expect([...new Set(devnetUsdtStyleTokens.map((entry) => entry.split(':')[2]))]).toEqual(returnsNothing)
  })

  it('are found in any letter case, and nothing else is', () => {
    expect(findDevnetContract(devnetTokens[31337].DAI.address.toLowerCase())?.key).toBe('DAI')
    expect(findDevnetContract('0x0000000000000000000000000000000000000001')).toBeUndefined()
  })
})
