// Swap with the Devnet Wallet on Berth Devnet (31337) through the stock views: Account → Swap →
// tokens from the searchable lists → amount → quote → (Approve →) Swap, each step confirmed in the
// wallet, against the devnet's Uniswap V2 pools and its /v1/convert API. Account 2 of the test
// mnemonic swaps: no other browser test reads its balances (the integration suite only signs with
// it). With swaps off in the remote configuration, neither Swap nor its code is requested.
import { devnetAccounts, devnetTokens } from '@berth/devnet'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { expect, inject, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { devnetApi, uniqueProjectId } from './harness/devnetApi.js'
import { setupE2E, type WalletDriver } from './harness/index.js'
import { dialog, exampleUrl, isChunkOf, pageIdle } from './harness/modal.js'

const e2e = setupE2E()
const api = devnetApi()
const CHAIN = 'eip155:31337'
const SWAPPER_INDEX = 2
const swapper = devnetAccounts[SWAPPER_INDEX] as Address
const { USDC, DAI } = devnetTokens[31337]
const ETH_CAIP = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const ROUTER = '0x6304cd6479894d096B7bfAcA88964D5be2894D9A' as Address

const rpc = () => inject('devnetUrls')[CHAIN]!
const chain = () => createPublicClient({ transport: http(rpc()), cacheTime: 0 })
const balanceOf = (token: { address: Address }) => chain().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [swapper] })

/** What the devnet API quotes right now for `amount` of `from` into `to`, asked directly. */
async function apiQuote(from: string, to: string, amount: bigint): Promise<bigint> {
  const query = new URLSearchParams({ projectId: 'e2e', st: 'berth', sv: '0.1.0', userAddress: swapper, from, to, amount: amount.toString() })
  const body = (await (await fetch(`${inject('devnetApiUrl')}/v1/convert/quotes?${query}`)).json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]!.toAmount)
}

/** The swapper's USDC allowance to the router back to 0 (anvil holds the devnet keys unlocked). */
async function resetAllowance() {
  const hash = await createWalletClient({ transport: http(rpc()) }).sendTransaction({
    account: swapper,
    chain: null,
    to: USDC.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 0n] }),
  })
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

async function openSwap(): Promise<{ page: Page; wallet: WalletDriver; modal: Locator }> {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  await page.goto(exampleUrl())
  await wallet.selectAccount(SWAPPER_INDEX)
  await connectDevnetWallet(page, wallet)
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  await modal
    .locator('[data-slot="swap"]')
    .getByRole('button', { name: /^You pay: / })
    .waitFor()
  return { page, wallet, modal }
}

/** Picks a token from one side's searchable list. */
async function pick(modal: Locator, side: 'You pay' | 'You receive', search: string, name: RegExp) {
  await modal.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
  await modal.getByRole('searchbox').fill(search)
  await modal.getByRole('button', { name }).click()
}

/** Approves the next eth_sendTransaction in the wallet and answers its hash, once mined, and the fee it cost. */
async function confirmInWallet(wallet: WalletDriver, to: Address): Promise<{ hash: Hex; fee: bigint }> {
  const request = await wallet.waitForPending('eth_sendTransaction', { timeoutMs: 20_000 })
  const [transaction] = request.params as [{ from: string; to: string }]
  expect(transaction.from.toLowerCase()).toBe(swapper.toLowerCase())
  expect(transaction.to.toLowerCase()).toBe(to.toLowerCase())
  const nonce = await chain().getTransactionCount({ address: swapper })
  await wallet.approve(request.id)
  // The transaction the wallet sent is the swapper's at that nonce.
  const end = Date.now() + 20_000
  for (let block = await chain().getBlockNumber(); Date.now() < end; ) {
    const found = await chain()
      .getBlock({ blockNumber: block, includeTransactions: true })
      .catch(() => undefined)
    const sent = found?.transactions.find((candidate) => candidate.from.toLowerCase() === swapper.toLowerCase() && candidate.nonce === nonce)
    if (sent) {
      const receipt = await chain().waitForTransactionReceipt({ hash: sent.hash, pollingInterval: 50 })
      return { hash: sent.hash, fee: receipt.gasUsed * receipt.effectiveGasPrice }
    }
    if (found) block++
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no transaction from ${swapper} at nonce ${nonce}`)
}

test('swap 0.1 ETH to USDC: the quote shows, the wallet is asked, "Swapped" shows and the balances move by the executed amounts', async () => {
  const { page, wallet, modal } = await openSwap()
  await pick(modal, 'You receive', 'usd', /USD Coin/)
  await modal.getByLabel('Amount', { exact: true }).fill('0.1')
  await modal.locator('[data-slot="swap-minimum"]').waitFor()
  expect(await modal.locator('[data-slot="swap-rate"]').textContent()).toMatch(/^1 ETH = 2,9\d\d\.\d{3} USDC$/)
  expect(await modal.locator('[data-slot="swap-network-fee"]').textContent()).toMatch(/^\$\d/)
  expect(await modal.locator('[data-slot="swap-price-impact"]').textContent()).toMatch(/^\d+\.\d\d%$/)

  const [ethBefore, usdcBefore] = await Promise.all([chain().getBalance({ address: swapper }), balanceOf(USDC)])
  const quoted = await apiQuote(ETH_CAIP, `${CHAIN}:${USDC.address}`, parseEther('0.1'))
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  const { fee } = await confirmInWallet(wallet, ROUTER)
  await page.getByText('Swapped 0.1 ETH for USDC').waitFor({ timeout: 30_000 })
  expect(await balanceOf(USDC)).toBe(usdcBefore + quoted)
  expect(await chain().getBalance({ address: swapper })).toBe(ethBefore - parseEther('0.1') - fee)
  // The form clears for the next swap.
  expect(await modal.getByLabel('Amount', { exact: true }).inputValue()).toBe('')
})

test('swap 5 USDC to DAI: Approve USDC first (its own wallet step), then Swap; USDC down 5 and DAI up by the quote', async () => {
  await resetAllowance()
  const { page, wallet, modal } = await openSwap()
  await pick(modal, 'You pay', 'usdc', /USD Coin/)
  await pick(modal, 'You receive', 'dai', /Dai Stablecoin/)
  await modal.getByLabel('Amount', { exact: true }).fill('5')
  const approve = modal.getByRole('button', { name: 'Approve USDC' })
  await approve.waitFor()
  await approve.click()
  await confirmInWallet(wallet, USDC.address)
  expect(await chain().readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [swapper, ROUTER] })).toBe(parseUnits('5', 6))

  const swap = modal.getByRole('button', { name: 'Swap', exact: true })
  await swap.waitFor()
  const [usdcBefore, daiBefore] = await Promise.all([balanceOf(USDC), balanceOf(DAI)])
  const quoted = await apiQuote(`${CHAIN}:${USDC.address}`, `${CHAIN}:${DAI.address}`, parseUnits('5', 6))
  await until(() => swap.isEnabled())
  await swap.click()
  await confirmInWallet(wallet, ROUTER)
  await page.getByText('Swapped 5 USDC for DAI').waitFor({ timeout: 30_000 })
  expect(await balanceOf(USDC)).toBe(usdcBefore - parseUnits('5', 6))
  expect(await balanceOf(DAI)).toBe(daiBefore + quoted)
})

test('swaps off in the remote configuration: Account has no Swap, and neither its view nor its controller is requested (the tests above, on the default configuration, show it)', async () => {
  const off = uniqueProjectId('swaps-off')
  await api.setProject(off, { features: { swaps: { isEnabled: false } } })
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(exampleUrl(`?projectId=${off}`))
  await wallet.selectAccount(SWAPPER_INDEX)
  const configured = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await connectDevnetWallet(page, wallet)
  await (await configured).finished()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send', exact: true }).waitFor()
  await pageIdle(page)
  expect(await modal.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
  expect(requested.filter((url) => isChunkOf('views/Swap/Swap.tsx', url) || isChunkOf('controllers/swap/createSwapController.ts', url))).toEqual([])
  expect(requested.filter((url) => url.includes('/v1/convert/'))).toEqual([])
})

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
