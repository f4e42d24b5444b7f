import { createPublicClient, decodeFunctionData, erc20Abi, http, parseEther, parseEventLogs, parseUnits, toHex, type Address, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { devnetUniswap } from '../../chain/tokens/devnetUniswap'
import { uniswapRouterAbi } from '../../chain/tokens/uniswapAbi'

// Against the shared devnet. Account 8 spends here and nowhere else, so its balances move only by these swaps.
const api = inject('devnetApiUrl')
const client = createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']), cacheTime: 0 })
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const trader = devnetAccounts[8]
const { USDC, DAI } = devnetTokens[31337]
const ETH_CAIP = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC_CAIP = `eip155:31337:${USDC.address}`
const DAI_CAIP = `eip155:31337:${DAI.address}`
const router = devnetUniswap.router.address
const weth = devnetUniswap.weth.address

interface Tx {
  from: string
  to: string
  data: Hex
  value?: string
  amount?: string
  eip155: { gas: string | number; gasPrice: string }
}

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await fetch(`${api}${path}${path.includes('?') ? '&' : '?'}${sdk}`)
  expect(response.status, path).toBe(status)
  return (await response.json()) as T
}
async function buildSwap(body: Record<string, unknown>, status = 200) {
  const response = await fetch(`${api}/v1/convert/build-transaction?${sdk}`, { method: 'POST', body: JSON.stringify({ projectId: 'itest', ...body }) })
  expect(response.status).toBe(status)
  return (await response.json()) as { tx: Tx; reasons?: { code: string; description: string }[] }
}
const quoteOf = async (from: string, to: string, amount: bigint) =>
  BigInt(
    (await get<{ quotes: { toAmount: string }[] }>(`/v1/convert/quotes?userAddress=${trader}&from=${from}&to=${to}&amount=${amount}`)).quotes[0]?.toAmount ??
      -1,
  )
const amountsOut = async (amount: bigint, path: Address[]) =>
  (await client.readContract({ address: router, abi: uniswapRouterAbi, functionName: 'getAmountsOut', args: [amount, path] })).at(-1)
const balanceOf = (token: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })

/** Sends a built transaction from the trader (anvil holds the mnemonic accounts unlocked) as a wallet would. */
async function execute(tx: Tx) {
  const value = BigInt(tx.amount ?? tx.value ?? '0')
  const hash = (await client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: tx.from.split(':')[2],
        to: tx.to.split(':')[2],
        data: tx.data,
        value: toHex(value),
        gas: toHex(BigInt(tx.eip155.gas)),
        gasPrice: toHex(BigInt(tx.eip155.gasPrice)),
      },
    ],
  } as never)) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
  return receipt
}
const received = (receipt: Awaited<ReturnType<typeof execute>>, token: Address) =>
  parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === token.toLowerCase() && log.args.to === trader)
    .reduce((sum, log) => sum + log.args.value, 0n)

describe('/v1/convert against the devnet pools', () => {
  it("quotes what the router's getAmountsOut says, through WETH for ETH", async () => {
    expect(await quoteOf(ETH_CAIP, USDC_CAIP, parseEther('1'))).toBe(await amountsOut(parseEther('1'), [weth, USDC.address]))
    expect(await quoteOf(USDC_CAIP, DAI_CAIP, parseUnits('5', 6))).toBe(await amountsOut(parseUnits('5', 6), [USDC.address, DAI.address]))
    expect(await quoteOf(DAI_CAIP, ETH_CAIP, parseEther('30'))).toBe(await amountsOut(parseEther('30'), [DAI.address, weth]))
    // About the devnet price (3000 USD per ETH), less the 0.3 % fee and the pool's depth.
    const perEth = Number(await quoteOf(ETH_CAIP, USDC_CAIP, parseEther('0.1'))) / 1e6 / 0.1
    expect(perEth).toBeGreaterThan(2980)
    expect(perEth).toBeLessThan(3000)
  })

  it('answers the gas prices from the node, fast and instant above standard', async () => {
    const prices = await get<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price?chainId=eip155:31337')
    const [standard, fast, instant] = [prices.standard, prices.fast, prices.instant].map(BigInt) as [bigint, bigint, bigint]
    expect(standard).toBeGreaterThan(0n)
    expect(fast).toBe((standard * 125n) / 100n)
    expect(instant).toBe((standard * 150n) / 100n)
  })

  it('swaps 5 USDC to DAI after build-approve: allowance, both balances move by the executed amounts, the minimum is the quote less 1 %', async () => {
    const amount = parseUnits('5', 6)
    const approve = await get<{ tx: Tx }>(`/v1/convert/build-approve?userAddress=${trader}&from=${USDC_CAIP}&to=${DAI_CAIP}&amount=${amount}`)
    expect(approve.tx).toMatchObject({ from: `eip155:31337:${trader}`, to: USDC_CAIP, value: '0' })
    expect(typeof approve.tx.eip155.gas).toBe('number')
    await execute(approve.tx)
    expect(await get<{ allowance: string }>(`/v1/convert/allowance?tokenAddress=${USDC_CAIP}&userAddress=${trader}`)).toEqual({ allowance: amount.toString() })

    const quoted = await quoteOf(USDC_CAIP, DAI_CAIP, amount)
    const { tx } = await buildSwap({
      userAddress: `eip155:31337:${trader}`,
      from: USDC_CAIP,
      to: DAI_CAIP,
      amount: amount.toString(),
      eip155: { slippage: '1' },
    })
    expect(tx).toMatchObject({ from: `eip155:31337:${trader}`, to: `eip155:31337:${router}`, amount: '0' })
    const call = decodeFunctionData({ abi: uniswapRouterAbi, data: tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args?.slice(0, 4)).toEqual([amount, (quoted * 99n) / 100n, [USDC.address, DAI.address], trader])

    const [usdcBefore, daiBefore] = await Promise.all([balanceOf(USDC.address), balanceOf(DAI.address)])
    const receipt = await execute(tx)
    const got = received(receipt, DAI.address)
    expect(got).toBe(quoted)
    expect(await balanceOf(USDC.address)).toBe(usdcBefore - amount)
    expect(await balanceOf(DAI.address)).toBe(daiBefore + got)
    expect(await get<{ allowance: string }>(`/v1/convert/allowance?tokenAddress=${USDC_CAIP}&userAddress=${trader}`)).toEqual({ allowance: '0' })
  })

  it('swaps 0.1 ETH to USDC: ETH down by the amount and the fee, USDC up by what the pool paid', async () => {
    const amount = parseEther('0.1')
    const quoted = await quoteOf(ETH_CAIP, USDC_CAIP, amount)
    const { tx } = await buildSwap({ userAddress: trader, from: ETH_CAIP, to: USDC_CAIP, amount: amount.toString(), eip155: { slippage: '1' } })
    expect(tx.amount).toBe(amount.toString())
    expect(decodeFunctionData({ abi: uniswapRouterAbi, data: tx.data }).functionName).toBe('swapExactETHForTokens')
    const [ethBefore, usdcBefore] = await Promise.all([client.getBalance({ address: trader }), balanceOf(USDC.address)])
    const receipt = await execute(tx)
    expect(received(receipt, USDC.address)).toBe(quoted)
    expect(await balanceOf(USDC.address)).toBe(usdcBefore + quoted)
    expect(await client.getBalance({ address: trader })).toBe(ethBefore - amount - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('estimates the gas of a swap that can run, and gives a fixed limit when it cannot yet (no approve) or estimates are off', async () => {
    const body = { userAddress: trader, amount: parseEther('1').toString(), eip155: { slippage: '0.5' } }
    const estimated = BigInt((await buildSwap({ ...body, from: ETH_CAIP, to: DAI_CAIP })).tx.eip155.gas)
    expect(estimated).toBeGreaterThan(80_000n)
    expect(estimated).toBeLessThan(250_000n)
    expect((await buildSwap({ ...body, from: ETH_CAIP, to: DAI_CAIP, disableEstimate: true })).tx.eip155.gas).toBe('250000')
    // Selling DAI the router may not take yet: the wallet's own estimate will say so after the approve.
    expect(await client.readContract({ address: DAI.address, abi: erc20Abi, functionName: 'allowance', args: [trader, router] })).toBe(0n)
    const unapproved = await buildSwap({ ...body, from: DAI_CAIP, to: USDC_CAIP })
    expect(unapproved.tx.eip155.gas).toBe('250000')
    const call = decodeFunctionData({ abi: uniswapRouterAbi, data: unapproved.tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args?.[1]).toBe(((await quoteOf(DAI_CAIP, USDC_CAIP, parseEther('1'))) * 995n) / 1000n)
  })

  it("says 'Insufficient liquidity' when the pool cannot fill: an amount the router cannot price (overflow), or one too small to buy anything", async () => {
    for (const [from, to, amount] of [
      [ETH_CAIP, USDC_CAIP, (2n ** 250n).toString()],
      [ETH_CAIP, USDC_CAIP, '1'],
    ] as const) {
      const reasons = (
        await get<{ reasons: { code: string; description: string }[] }>(`/v1/convert/quotes?userAddress=${trader}&from=${from}&to=${to}&amount=${amount}`, 400)
      ).reasons
      expect(reasons, amount).toEqual([{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }])
      const built = await buildSwap({ userAddress: trader, from, to, amount, eip155: { slippage: '1' } }, 400)
      expect(built.reasons).toEqual([{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }])
    }
  })

  it('refuses bad input with a clear message', async () => {
    const bad = await get<{ reasons: { description: string }[] }>(`/v1/convert/quotes?userAddress=${trader}&from=${DAI_CAIP}&to=${DAI_CAIP}&amount=1`, 400)
    expect(bad.reasons.map((reason) => reason.description)).toEqual(['to: is the same token as from (DAI)'])
    const zero = await buildSwap({ userAddress: trader, from: ETH_CAIP, to: DAI_CAIP, amount: '0' }, 400)
    expect(zero.reasons?.map((reason) => reason.description)).toEqual(['amount: must be greater than zero'])
  })
})
