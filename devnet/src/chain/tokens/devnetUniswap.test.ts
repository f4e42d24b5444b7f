import { createRequire } from 'node:module'
import { encodePacked, getContractAddress, keccak256, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_DEPLOYER_ADDRESS, devnetTokens } from './devnetTokens'
import { devnetPools, devnetSwapTokens, devnetUniswap, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './devnetUniswap'
import { uniswapStepCount } from './setupUniswap'

const require = createRequire(import.meta.url)
const weth = devnetUniswap.weth.address
const addressOf = (symbol: 'ETH' | 'USDC' | 'DAI') => (symbol === 'ETH' ? weth : devnetTokens[31337][symbol].address)

describe('devnet Uniswap addresses', () => {
  it("are the deployer's contract addresses at nonces 13, 14 and 15, right after the account factory", () => {
    for (const [name, contract] of Object.entries(devnetUniswap)) {
      expect(contract.address, name).toBe(getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: BigInt(contract.nonce) }))
    }
    expect([devnetUniswap.weth.nonce, devnetUniswap.factory.nonce, devnetUniswap.router.nonce]).toEqual([13, 14, 15])
    expect(uniswapStepCount).toBe(10)
  })

  it("use the pair init code hash of the npm package's UniswapV2Pair, the one Router02 hard-codes", () => {
    const pair = require('@uniswap/v2-core/build/UniswapV2Pair.json') as { bytecode: string }
    const router = require('@uniswap/v2-periphery/build/UniswapV2Router02.json') as { bytecode: string }
    expect(keccak256(`0x${pair.bytecode.replace(/^0x/, '')}` as Hex)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH)
    expect(router.bytecode).toContain(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2))
  })

  it("put each pool where the factory's CREATE2 puts the pair of its two tokens", () => {
    expect(devnetPools.map((pool) => pool.name)).toEqual(['ETH/USDC', 'ETH/DAI', 'USDC/DAI'])
    for (const pool of devnetPools) {
      const sides: Hex[] = [addressOf(pool.a.symbol), addressOf(pool.b.symbol)]
      const [token0, token1] = sides.sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)) as [Hex, Hex]
      const salt = keccak256(encodePacked(['address', 'address'], [token0, token1]))
      expect(pool.address, pool.name).toBe(
        getContractAddress({ opcode: 'CREATE2', from: devnetUniswap.factory.address, salt, bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH }),
      )
    }
  })

  it("fund the pools at the devnet's prices (ETH 3000, USDC and DAI 1)", () => {
    for (const pool of devnetPools) {
      const price = pool.a.symbol === 'ETH' ? 3000 : 1
      expect(Number(pool.b.amount) / Number(pool.a.amount), pool.name).toBe(price)
    }
  })

  it('list ETH and the pooled tokens as swappable, as devnetTokens has them', () => {
    expect(devnetSwapTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    for (const token of devnetSwapTokens.slice(1)) {
      const known = devnetTokens[31337][token.symbol as 'USDC' | 'DAI']
      expect({ name: token.name, decimals: token.decimals, address: token.address }).toEqual({
        name: known.name,
        decimals: known.decimals,
        address: known.address,
      })
    }
  })
})
