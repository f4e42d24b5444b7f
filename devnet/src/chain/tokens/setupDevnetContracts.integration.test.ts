import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, toHex, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC, devnetAccounts } from '../accounts'
import { compileContracts, type ContractArtifacts } from '../contracts/compileContracts'
import { startAnvil, type AnvilInstance } from '../startAnvil'
import { devnetDeployer } from './deployer'
import {
  counterfactualSmartAccount,
  devnetAccountFactory,
  devnetAccountFactoryAbi,
  devnetCollections,
  devnetContracts,
  devnetSmartAccount,
  devnetTokens,
} from './devnetTokens'
import { devnetPools, devnetUniswap } from './devnetUniswap'
import { seedGenesisTimestamp } from './seedPlan'
import { uniswapPairAbi } from './uniswapAbi'
import { uniswapStepCount } from './setupUniswap'
import { setupDevnetContracts } from './setupDevnetContracts'

// Spare ports of this file: never 8545/8546 (the shared devnet), distinct from other test files.
const PORTS = { first: 18561, second: 18562, plain: 18563, half: 18564, raced: 18565, older: 18566, factoryless: 18567, swapless: 18591 } as const

const running: AnvilInstance[] = []
afterAll(() => Promise.all(running.map((anvil) => anvil.stop())))

async function freshChain(port: number, backdate = true): Promise<AnvilInstance> {
  const anvil = await startAnvil({ chainId: 31337, port, ...(backdate ? { genesisTimestamp: seedGenesisTimestamp(Math.floor(Date.now() / 1000)) } : {}) })
  running.push(anvil)
  return anvil
}
const clientOf = (url: string) => createPublicClient({ transport: http(url), cacheTime: 0 })
const [a0, a1, a2] = devnetAccounts
const { USDC, USDT, DAI } = devnetTokens[31337]
const { BPASS, VOUCHER } = devnetCollections[31337]

let artifacts: ContractArtifacts
let seeded: AnvilInstance
beforeAll(async () => {
  artifacts = (await compileContracts()).artifacts
  seeded = await freshChain(PORTS.first)
  await setupDevnetContracts({ url: seeded.url, chainId: 31337, artifacts })
})

describe('setupDevnetContracts', () => {
  it('deploys every contract at its fixed address on two fresh chains, and leaves a set-up chain alone', async () => {
    const other = await freshChain(PORTS.second)
    const result = await setupDevnetContracts({ url: other.url, chainId: 31337, artifacts })
    expect(result).toMatchObject({ state: 'deployed', backdated: true, transactions: 37 })
    for (const url of [seeded.url, other.url]) {
      const client = clientOf(url)
      for (const contract of devnetContracts) {
        expect((await client.getCode({ address: contract.address }))?.length, `${contract.key} at ${url}`).toBeGreaterThan(100)
        expect(await client.readContract({ address: contract.address, abi: erc20Abi, functionName: 'symbol' })).toBe(contract.symbol)
      }
      expect(await client.readContract({ address: DAI.address, abi: erc20Abi, functionName: 'decimals' })).toBe(18)
      expect(await client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'decimals' })).toBe(6)
    }
    const blockBefore = await clientOf(other.url).getBlockNumber()
    expect(await setupDevnetContracts({ url: other.url, chainId: 31337, artifacts })).toMatchObject({ state: 'present', transactions: 0 })
    expect(await clientOf(other.url).getBlockNumber()).toBe(blockBefore)
  })

  it('funds the ten accounts and leaves the seeded transfers on chain', async () => {
    const client = clientOf(seeded.url)
    const balance = (token: { address: Hex }, owner: Hex) =>
      client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    // Account 9 takes part in no transfer: exactly what it was minted.
    expect(await balance(USDC, devnetAccounts[9])).toBe(parseUnits('10000', 6))
    expect(await balance(USDT, devnetAccounts[9])).toBe(parseUnits('5000', 6))
    expect(await balance(DAI, devnetAccounts[9])).toBe(parseUnits('2500', 18))
    // Account 0: +10000 -250 -19.99 +120 +5 USDC; the reverted 1,000,000 moved nothing.
    expect(await balance(USDC, a0)).toBe(parseUnits('9855.01', 6))
    const ownerOf = (address: Hex, tokenId: bigint) =>
      client.readContract({ address, abi: artifacts.DevnetCollection.abi, functionName: 'ownerOf', args: [tokenId] })
    expect([await ownerOf(BPASS.address, 1n), await ownerOf(BPASS.address, 4n), await ownerOf(BPASS.address, 6n)]).toEqual([a1, a0, a1])
    expect(await ownerOf(VOUCHER.address, 5n)).toBe(a0)
  })

  it('dates the history over at least three months, the latest block now, and includes a reverted transfer', async () => {
    const client = clientOf(seeded.url)
    const latest = await client.getBlock({ blockTag: 'latest', includeTransactions: false })
    expect(Math.abs(Number(latest.timestamp) - Date.now() / 1000)).toBeLessThan(30)
    const months = new Set<string>()
    let reverted = 0
    for (let number = 1n; number < latest.number; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      months.add(new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 7))
      for (const tx of block.transactions) if ((await client.getTransactionReceipt({ hash: tx.hash })).status === 'reverted') reverted++
    }
    expect(months.size).toBeGreaterThanOrEqual(3)
    expect(reverted).toBe(1)
    // A new transaction is dated now, not months ago.
    const hash = (await client.request({ method: 'eth_sendTransaction', params: [{ from: a2, to: a1, value: toHex(1n) }] } as never)) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(Math.abs(Number((await client.getBlock({ blockNumber: receipt.blockNumber })).timestamp) - Date.now() / 1000)).toBeLessThan(30)
  })

  it('has a USDT-style token whose transfer returns nothing, where USDC returns true', async () => {
    const client = clientOf(seeded.url)
    const transfer = (token: Hex) => ({
      from: a1,
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a2, 1_000_000n] }),
    })
    expect((await client.call({ account: a1, ...transfer(USDT.address) })).data).toBeUndefined()
    expect((await client.call({ account: a1, ...transfer(USDC.address) })).data).toBe(toHex(1n, { size: 32 }))
    const before = await client.readContract({ address: USDT.address, abi: erc20Abi, functionName: 'balanceOf', args: [a2] })
    const hash = (await client.request({ method: 'eth_sendTransaction', params: [{ ...transfer(USDT.address), from: a1 }] } as never)) as Hex
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success')
    expect(await client.readContract({ address: USDT.address, abi: erc20Abi, functionName: 'balanceOf', args: [a2] })).toBe(before + 1_000_000n)
  })

  it('dates the history now on a chain whose blocks are already past its start', async () => {
    const plain = await freshChain(PORTS.plain, false)
    expect(await setupDevnetContracts({ url: plain.url, chainId: 31337, artifacts })).toMatchObject({ state: 'deployed', backdated: false })
    expect(await clientOf(plain.url).getCode({ address: USDT.address })).toMatch(/^0x60/)
  })

  it('refuses a chain where the deployer already sent a transaction, naming the problem', async () => {
    const half = await freshChain(PORTS.half)
    const client = clientOf(half.url)
    await client.request({ method: 'anvil_setBalance', params: [devnetDeployer.address, toHex(parseEther('1'))] } as never)
    const wallet = createWalletClient({ account: devnetDeployer, transport: http(half.url) })
    const hash = await wallet.sendTransaction({ to: devnetDeployer.address, value: 0n, chain: null })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    await expect(setupDevnetContracts({ url: half.url, chainId: 31337, artifacts })).rejects.toThrow(
      /half set up \(deployer nonce 1 of 13, 0 of 7 contracts\).*restart this chain/,
    )
  })

  it('sets up a chain once when two setups race for it (two processes adopting one fresh chain)', async () => {
    const raced = await freshChain(PORTS.raced)
    const results = await Promise.all([0, 1].map(() => setupDevnetContracts({ url: raced.url, chainId: 31337, artifacts })))
    expect(results.map((result) => result.state).sort()).toEqual(['deployed', 'present'])
    // Every planned deployer transaction once: the seeded history, the smart account and factory, Uniswap.
    expect(await clientOf(raced.url).getTransactionCount({ address: devnetDeployer.address })).toBe(devnetUniswap.weth.nonce + uniswapStepCount)
  })

  it('deploys the ERC-1271 smart account, owned by account 3, after the seeded history', async () => {
    const client = clientOf(seeded.url)
    const account = { address: devnetSmartAccount.address, abi: artifacts.DevnetSmartAccount.abi } as const
    expect(await client.readContract({ ...account, functionName: 'owner' })).toBe(devnetAccounts[3])
    expect(devnetSmartAccount.owner).toBe(devnetAccounts[3])
    const hash = `0x${'11'.repeat(32)}` as Hex
    const bySomeone = await mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 2 }).sign({ hash })
    const byOwner = await mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 }).sign({ hash })
    expect(await client.readContract({ ...account, functionName: 'isValidSignature', args: [hash, byOwner] })).toBe('0x1626ba7e')
    expect(await client.readContract({ ...account, functionName: 'isValidSignature', args: [hash, bySomeone] })).toBe('0xffffffff')
    expect(await client.readContract({ ...account, functionName: 'isValidSignature', args: [hash, '0x1234'] })).toBe('0xffffffff')
  })

  it('adds only the smart account and the factory to a chain set up before they existed, keeping every other address', async () => {
    const older = await freshChain(PORTS.older)
    await setupDevnetContracts({ url: older.url, chainId: 31337, artifacts })
    const client = clientOf(older.url)
    // What a chain set up before the smart account looks like: neither contract, deployer nonce 11.
    for (const address of [devnetSmartAccount.address, devnetAccountFactory.address]) {
      await client.request({ method: 'anvil_setCode', params: [address, '0x'] } as never)
      await client.request({ method: 'anvil_setNonce', params: [address, '0x0'] } as never)
    }
    await client.request({ method: 'anvil_setNonce', params: [devnetDeployer.address, toHex(11)] } as never)
    expect(await setupDevnetContracts({ url: older.url, chainId: 31337, artifacts })).toMatchObject({ state: 'updated', transactions: 2 })
    expect((await client.getCode({ address: devnetSmartAccount.address }))?.length).toBeGreaterThan(100)
    expect((await client.getCode({ address: devnetAccountFactory.address }))?.length).toBeGreaterThan(100)
    expect(await client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'symbol' })).toBe('USDC')
    expect(await setupDevnetContracts({ url: older.url, chainId: 31337, artifacts })).toMatchObject({ state: 'present', transactions: 0 })
  })

  it('adds only the factory to a chain set up before it existed (smart account there, deployer nonce 12)', async () => {
    const factoryless = await freshChain(PORTS.factoryless)
    await setupDevnetContracts({ url: factoryless.url, chainId: 31337, artifacts })
    const client = clientOf(factoryless.url)
    await client.request({ method: 'anvil_setCode', params: [devnetAccountFactory.address, '0x'] } as never)
    await client.request({ method: 'anvil_setNonce', params: [devnetAccountFactory.address, '0x0'] } as never)
    await client.request({ method: 'anvil_setNonce', params: [devnetDeployer.address, toHex(12)] } as never)
    const accountCode = await client.getCode({ address: devnetSmartAccount.address })
    expect(await setupDevnetContracts({ url: factoryless.url, chainId: 31337, artifacts })).toMatchObject({ state: 'updated', transactions: 1 })
    expect(await client.getCode({ address: devnetSmartAccount.address })).toBe(accountCode)
    expect(await setupDevnetContracts({ url: factoryless.url, chainId: 31337, artifacts })).toMatchObject({ state: 'present', transactions: 0 })
    // A chain with the factory but not the account is no older version: refused, not patched.
    await client.request({ method: 'anvil_setCode', params: [devnetSmartAccount.address, '0x'] } as never)
    await expect(setupDevnetContracts({ url: factoryless.url, chainId: 31337, artifacts })).rejects.toThrow(
      /half set up \(deployer nonce 13 of 13, 6 of 7 contracts\)/,
    )
  })

  it("deploys the CREATE2 account factory: the address is known before the account exists, and the account is the owner's", async () => {
    const client = clientOf(seeded.url)
    const factory = { address: devnetAccountFactory.address, abi: devnetAccountFactoryAbi } as const
    const salt = toHex(Date.now(), { size: 32 })
    const expected = counterfactualSmartAccount(devnetAccounts[3], salt, artifacts.DevnetSmartAccount.bytecode)
    expect(await client.readContract({ ...factory, functionName: 'addressOf', args: [devnetAccounts[3], salt] })).toBe(expected.address)
    expect(await client.getCode({ address: expected.address })).toBeUndefined()
    // Another owner, or another salt, is another account.
    expect(await client.readContract({ ...factory, functionName: 'addressOf', args: [devnetAccounts[2], salt] })).not.toBe(expected.address)
    const deploy = async () => {
      const hash = (await client.request({
        method: 'eth_sendTransaction',
        params: [{ from: a2, to: expected.factory, data: expected.factoryData }],
      } as never)) as Hex
      expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success')
    }
    await deploy()
    // Deploying it again answers the same account rather than reverting.
    await deploy()
    expect(await client.readContract({ address: expected.address, abi: artifacts.DevnetSmartAccount.abi, functionName: 'owner' })).toBe(devnetAccounts[3])
    const hash = `0x${'22'.repeat(32)}` as Hex
    const byOwner = await mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 }).sign({ hash })
    expect(
      await client.readContract({ address: expected.address, abi: artifacts.DevnetSmartAccount.abi, functionName: 'isValidSignature', args: [hash, byOwner] }),
    ).toBe('0x1626ba7e')
  })

  it('deploys Uniswap V2 with its three pools funded at the devnet prices, and refuses a chain where it is half there', async () => {
    const client = clientOf(seeded.url)
    const reserves = async (pool: (typeof devnetPools)[number]) =>
      client.readContract({ address: pool.address, abi: uniswapPairAbi, functionName: 'getReserves' }).then(([r0, r1]) => [r0, r1])
    // token0 is the lower address: USDC < WETH, DAI < WETH, DAI < USDC.
    expect(await Promise.all(devnetPools.map(reserves))).toEqual([
      [parseUnits('300000', 6), parseEther('100')],
      [parseEther('300000'), parseEther('100')],
      [parseEther('500000'), parseUnits('500000', 6)],
    ])
    expect((await client.getCode({ address: devnetUniswap.router.address }))?.length).toBeGreaterThan(1000)

    const swapless = await freshChain(PORTS.swapless)
    expect((await setupDevnetContracts({ url: swapless.url, chainId: 31337, artifacts })).uniswap).toMatchObject({ state: 'deployed', transactions: 10 })
    // The router gone: a setup that stopped half way.
    await clientOf(swapless.url).request({ method: 'anvil_setCode', params: [devnetUniswap.router.address, '0x'] } as never)
    await expect(setupDevnetContracts({ url: swapless.url, chainId: 31337, artifacts })).rejects.toThrow(/Uniswap half set up .* 5 of 6 contracts/)
  })

  it('fails clearly when the chain does not answer', async () => {
    await expect(setupDevnetContracts({ url: 'http://127.0.0.1:18569', chainId: 31337, artifacts })).rejects.toThrow(
      /HTTP request failed|fetch failed|ECONNREFUSED/,
    )
  })
})
