// The headless swap against the devnet's Uniswap V2 on the L2 (31338), its /v1/convert API and the
// real Devnet Wallet core: quotes equal what the API answers, approve then swap 5 USDC to DAI and
// swap 0.1 ETH to USDC with balances moving by exactly the executed amounts, and the ways a swap
// fails: no allowance (or one reset after the approval), the price moved beyond the slippage
// between build and mining (the pool moved by another account), an API that is down or answers
// the wrong shape, and networks the swap service does not serve.
// On a devnet of this file's own (spare ports 18591/18592, API on a free port, records in memory),
// never the shared one: its pools move only by what this file does. Swapper: devnet account 7
// (no other integration test uses it). The pool is moved by a key of its own (m/44'/60'/0'/0/15),
// funded here.
import {
  ApiError,
  createClient,
  InvalidSwapError,
  isSwapSupported,
  memoryBackend,
  SwapAllowanceTooLowError,
  SwapRevertedError,
  type CreateClientParameters,
  type SwapToken,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { approveSwapMutationOptions, berthKeys, swapKeys, swapMutationOptions, swapQuoteQueryOptions } from '@berth/headless/query'
import { DEVNET_MNEMONIC, devnetAccounts, startDevnet, type Devnet } from '@berth/devnet'
import { devnetTokens, devnetUniswap } from '@berth/devnet/tokens'
import { MutationObserver, QueryClient } from '@tanstack/query-core'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { announcedDevnetWallet } from '../support/announcedDevnetWallet.js'

const ownChains = [
  { chainId: 31337, name: 'Berth Devnet', port: 18591 },
  { chainId: 31338, name: 'Berth Devnet L2', port: 18592 },
]
const L1_URL = 'http://127.0.0.1:18591'
const L2_URL = 'http://127.0.0.1:18592'
let devnet: Devnet
let api: string
beforeAll(async () => {
  devnet = await startDevnet({ chains: ownChains, api: { port: 0, dataDir: null, indexer: false }, relay: false, solana: false, bitcoin: false, ramp: false })
  api = devnet.api!.url
}, 120_000)
afterAll(() => devnet?.stop())

const withNode = <T extends typeof berthDevnet>(network: T, url: string): T => ({ ...network, rpcUrls: { default: { http: [url] } } })
const networks = [withNode(berthDevnet, L1_URL), withNode(berthDevnetL2, L2_URL)] as const
const walletChains = [
  { chainId: 31337, name: 'Berth Devnet', rpcUrl: L1_URL },
  { chainId: 31338, name: 'Berth Devnet L2', rpcUrl: L2_URL },
]
const chain = defineChain({
  id: 31338,
  name: 'Berth Devnet L2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [L2_URL] } },
})
const l2 = createPublicClient({ chain, transport: http(L2_URL), cacheTime: 0 })
// anvil holds the devnet keys unlocked: the test resets the swapper's allowance without the wallet.
const anvilSigner = createWalletClient({ chain, transport: http(L2_URL) })
const quiet = { warn: () => {}, error: () => {} }

const SWAPPER_INDEX = 7
const swapper = devnetAccounts[SWAPPER_INDEX] as Address
const NET = 'eip155:31338'
const { USDC, DAI } = devnetTokens[31338]
const swapToken = (symbol: string, address: string, decimals: number): SwapToken => ({
  name: symbol,
  symbol,
  address: `${NET}:${address}`,
  chainId: NET,
  decimals,
  logoUri: undefined,
})
const eth = swapToken('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
const usdc = swapToken('USDC', USDC.address, 6)
const dai = swapToken('DAI', DAI.address, 18)
const router = devnetUniswap.router.address

const tokenBalance = (token: { address: Address }) => l2.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [swapper] })
const allowanceOnChain = () => l2.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [swapper, router] })
async function resetAllowance() {
  const hash = await anvilSigner.sendTransaction({
    account: swapper,
    to: USDC.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, 0n] }),
  })
  await l2.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}
/** What the devnet API quotes right now, asked directly. */
async function apiQuote(from: SwapToken, to: SwapToken, amount: bigint): Promise<bigint> {
  const query = new URLSearchParams({
    projectId: 'itest',
    st: 'berth',
    sv: '0.1.0',
    userAddress: swapper,
    from: from.address,
    to: to.address,
    amount: amount.toString(),
  })
  const body = (await (await fetch(`${api}/v1/convert/quotes?${query}`)).json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]!.toAmount)
}
/** The fee the swapper paid for a transaction, read from its receipt. */
async function feeOf(hash: Hex): Promise<bigint> {
  const receipt = await l2.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

const clients: { unmount(): void }[] = []
afterEach(() => {
  for (const entry of clients.splice(0)) entry.unmount()
})

async function setup({ autoApprove = true, client: extra = {} }: { autoApprove?: boolean; client?: Partial<CreateClientParameters> } = {}) {
  const { wallet, walletCalls, target } = announcedDevnetWallet({ account: SWAPPER_INDEX, autoApprove, chains: walletChains })
  const client = createClient({
    networks,
    projectId: 'itest',
    apiUrl: api,
    window: target as never,
    storage: memoryBackend(),
    logger: quiet,
    swaps: { networks: ['eip155:31337', 'eip155:31338'] },
    ...extra,
  })
  clients.push({ unmount: client.mount() })
  const connecting = client.connection.connect('dev.berth.wallet')
  if (!autoApprove) {
    await until(() => wallet.pending().length > 0)
    wallet.approve()
  }
  expect((await connecting).caipNetworkId).toBe(NET)
  walletCalls.length = 0
  const shown: string[] = []
  client.alerts.store.subscribe((state) => {
    const notification = state.notification
    if (notification?.open && shown.at(-1) !== `${notification.variant}: ${notification.message}`)
      shown.push(`${notification.variant}: ${notification.message}`)
  })
  return { client, wallet, walletCalls, shown }
}

describe('swap quotes on the devnet', () => {
  it('lists the devnet tokens, and quotes what the API answers: minimum received 1 % off, rate, price impact and fee in USD', async () => {
    const { client } = await setup()
    const tokens = await client.swap.tokens()
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(tokens[1]).toMatchObject({ address: usdc.address, chainId: NET, decimals: 6 })

    const quote = await client.swap.quote({ from: eth, to: usdc, amount: '0.1' })
    expect(quote.fromAmount).toBe(parseEther('0.1'))
    expect(quote.toAmount).toBe(await apiQuote(eth, usdc, parseEther('0.1')))
    expect(quote.minimumReceived).toBe((quote.toAmount * 99n) / 100n)
    expect(quote.rate).toBeCloseTo(Number(quote.toAmount) / 1e6 / 0.1, 6)
    // The pool's 0.3 % fee and its depth, against the devnet's USD prices (ETH 3000, USDC 1).
    expect(quote.priceImpact).toBeGreaterThan(0.3)
    expect(quote.priceImpact).toBeLessThan(5)
    expect(quote.networkFee?.gas).toBeGreaterThan(21_000n)
    expect(quote.networkFee?.value).toBe(quote.networkFee!.gas * quote.networkFee!.gasPrice)
    expect(quote.networkFee?.usd).toBeCloseTo((Number(quote.networkFee!.value) / 1e18) * 3000, 8)
  })

  it('refuses bad input before asking anything: zero, above the balance, too many decimals, the same token, a token not in the list', async () => {
    const { client, walletCalls } = await setup()
    const reason = (parameters: Parameters<typeof client.swap.quote>[0]) =>
      client.swap.quote(parameters).then(
        () => 'quoted',
        (error: unknown) => (error instanceof InvalidSwapError ? error.reason : String(error)),
      )
    expect(await reason({ from: eth, to: usdc, amount: '0' })).toBe('amount-zero')
    expect(await reason({ from: eth, to: usdc, amount: '-0.1' })).toBe('amount-negative')
    expect(await reason({ from: usdc, to: dai, amount: '5', balance: 4_000_000n })).toBe('amount-above-balance')
    expect(await reason({ from: usdc, to: dai, amount: '0.0000001' })).toBe('amount-too-many-decimals')
    expect(await reason({ from: usdc, to: usdc, amount: '5' })).toBe('same-token')
    const { USDT } = devnetTokens[31338]
    expect(await reason({ from: usdc, to: swapToken('USDT', USDT.address, 6), amount: '5' })).toBe('token-not-listed')
    expect(walletCalls).toEqual([])
  })

  it("off SPEC's list and the swaps option: 'Network not supported for Swaps' and 'Network not supported for Gas Price'", async () => {
    const { client } = await setup({ client: { swaps: undefined } })
    expect(isSwapSupported(client.network.store.get().activeCaipNetworkId, client.options.swaps?.networks)).toBe(false)
    await expect(client.swap.tokens()).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    await expect(client.swap.quote({ from: eth, to: usdc, amount: '0.1' })).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    await expect(client.swap.gasPrice()).rejects.toMatchObject({ shortMessage: 'Network not supported for Gas Price' })
    expect(isSwapSupported('eip155:8453', client.options.swaps?.networks)).toBe(true)
  })
})

describe('swaps through the wallet', () => {
  it("swaps 0.1 ETH to USDC through useSwap's factory: USDC up by the quote, ETH down by 0.1 and the fee, exactly the account's queries refetch", async () => {
    const { client, walletCalls, shown } = await setup()
    const queryClient = new QueryClient()
    const balanceKey = berthKeys.balances({ caipNetworkId: NET, address: swapper })
    const otherKey = berthKeys.balances({ caipNetworkId: NET, address: devnetAccounts[6] })
    for (const key of [balanceKey, otherKey]) queryClient.setQueryData(key, 1)
    const quote = await queryClient.fetchQuery(swapQuoteQueryOptions(client, { address: swapper, from: eth, to: usdc, amount: '0.1' }))
    const [ethBefore, usdcBefore] = await Promise.all([l2.getBalance({ address: swapper }), tokenBalance(USDC)])

    const result = await new MutationObserver(queryClient, swapMutationOptions(client)).mutate({ from: eth, to: usdc, amount: '0.1' })
    expect(result).toMatchObject({ from: eth, to: usdc, fromAmount: parseEther('0.1'), address: swapper })
    const fee = await feeOf(result.hash)
    expect(await tokenBalance(USDC)).toBe(usdcBefore + quote.toAmount)
    expect(await l2.getBalance({ address: swapper })).toBe(ethBefore - parseEther('0.1') - fee)
    expect(walletCalls).toEqual(['eth_sendTransaction'])
    await until(() => queryClient.getQueryState(balanceKey)?.isInvalidated === true)
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false)
    await until(() => shown.length === 2)
    expect(shown).toEqual(['loading: Swapping…', 'success: Swapped 0.1 ETH for USDC'])
  })

  it('5 USDC to DAI: refused without allowance, then approved for exactly 5 USDC, then swapped: USDC down 5, DAI up by the quote', async () => {
    const { client, walletCalls } = await setup()
    await resetAllowance()
    expect(await client.swap.allowance({ token: usdc })).toBe(0n)
    expect(await client.swap.allowance({ token: eth })).toBe(2n ** 256n - 1n)
    await expect(client.swap.swap({ from: usdc, to: dai, amount: '5' })).rejects.toBeInstanceOf(SwapAllowanceTooLowError)
    expect(walletCalls).toEqual([])

    const queryClient = new QueryClient()
    const allowanceKey = swapKeys.allowance({ address: swapper, token: usdc.address })
    queryClient.setQueryData(allowanceKey, 0n)
    const approved = await new MutationObserver(queryClient, approveSwapMutationOptions(client)).mutate({ from: usdc, to: dai, amount: '5' })
    expect((await l2.getTransactionReceipt({ hash: approved.hash })).status).toBe('success')
    expect(await allowanceOnChain()).toBe(parseUnits('5', 6))
    expect(await client.swap.allowance({ token: usdc })).toBe(parseUnits('5', 6))
    await until(() => queryClient.getQueryState(allowanceKey)?.isInvalidated === true)

    const quote = await client.swap.quote({ from: usdc, to: dai, amount: '5' })
    const [usdcBefore, daiBefore] = await Promise.all([tokenBalance(USDC), tokenBalance(DAI)])
    const swapped = await client.swap.swap({ from: usdc, to: dai, amount: '5' })
    expect(await tokenBalance(USDC)).toBe(usdcBefore - parseUnits('5', 6))
    expect(await tokenBalance(DAI)).toBe(daiBefore + quote.toAmount)
    const receipt = await l2.getTransactionReceipt({ hash: swapped.hash })
    const daiIn = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).find(
      (log) => log.address.toLowerCase() === DAI.address.toLowerCase() && log.args.to === swapper,
    )
    expect(daiIn?.args.value).toBe(quote.toAmount)
    expect(await allowanceOnChain()).toBe(0n)
    expect(walletCalls).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  })

  it('an allowance reset between approve and swap: the swap is refused before the wallet is asked, nothing moves', async () => {
    const { client, walletCalls, shown } = await setup()
    await resetAllowance()
    await client.swap.approve({ from: usdc, to: dai, amount: '5' })
    await resetAllowance()
    const [usdcBefore, daiBefore] = await Promise.all([tokenBalance(USDC), tokenBalance(DAI)])
    walletCalls.length = 0
    const error = await client.swap.swap({ from: usdc, to: dai, amount: '5' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwapAllowanceTooLowError)
    expect((error as SwapAllowanceTooLowError).shortMessage).toBe('Approve USDC first: its allowance is below the amount')
    expect(walletCalls).toEqual([])
    expect([await tokenBalance(USDC), await tokenBalance(DAI)]).toEqual([usdcBefore, daiBefore])
    await until(() => shown.at(-1) === 'error: Approve USDC first: its allowance is below the amount')
  })

  it('the price moved beyond the slippage before the swap was mined: it reverts, the error says so, only the fee is spent, nothing stays pending', async () => {
    const { client, wallet, shown } = await setup({ autoApprove: false })
    const queryClient = new QueryClient()
    const observer = new MutationObserver(queryClient, swapMutationOptions(client))
    const [ethBefore, usdcBefore] = await Promise.all([l2.getBalance({ address: swapper }), tokenBalance(USDC)])
    const swapping = observer.mutate({ from: eth, to: usdc, amount: '0.1' }).catch((caught: unknown) => caught)
    // The swap is built (its minimum from the price now) and waits in the wallet; another account moves the pool.
    await until(() => wallet.pending().length > 0)
    await movePool()
    wallet.approve()
    const error = await swapping
    expect(error).toBeInstanceOf(SwapRevertedError)
    expect((error as SwapRevertedError).shortMessage).toBe('The swap reverted: the price moved beyond the slippage tolerance')
    const hash = (error as SwapRevertedError).hash as Hex
    expect((await l2.getTransactionReceipt({ hash })).status).toBe('reverted')
    expect(await tokenBalance(USDC)).toBe(usdcBefore)
    expect(await l2.getBalance({ address: swapper })).toBe(ethBefore - (await feeOf(hash)))
    expect(observer.getCurrentResult()).toMatchObject({ isPending: false, isError: true })
    await until(() => shown.at(-1) === 'error: The swap reverted: the price moved beyond the slippage tolerance')
  })
})

describe('the swap API failing', () => {
  it('down: the quote fails with an ApiError naming the endpoint', async () => {
    const { client } = await setup({ client: { apiUrl: 'http://127.0.0.1:9', apiRetryDelayMs: 0 } })
    const error = await client.swap.quote({ from: eth, to: usdc, amount: '0.1' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ shortMessage: 'HTTP request failed', endpoint: 'GET /v1/convert/tokens' })
  })

  it('the wrong shape (a quote without toAmount): an ApiError naming the field, and no swap is sent', async () => {
    // The devnet API answers; only its quote body is altered on the way, to a shape it never sends.
    const alteredFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input).includes('/v1/convert/quotes')) return response
      return new Response(JSON.stringify({ quotes: [{ fromAmount: '1', fromAccount: eth.address, toAccount: usdc.address }] }), { status: 200 })
    }
    const { client, walletCalls } = await setup({ client: { fetch: alteredFetch } })
    const error = await client.swap.quote({ from: eth, to: usdc, amount: '0.1' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ApiError', endpoint: 'GET /v1/convert/quotes', field: 'quotes.0.toAmount' })
    expect(walletCalls).toEqual([])
  })

  it('hanging (the quote never answers): an ApiError after the API timeout, no swap is sent, and the next quote works', async () => {
    let hang = true
    const hangingFetch: typeof fetch = (input, init) =>
      hang && String(input).includes('/v1/convert/quotes')
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : fetch(input, init)
    const { client, walletCalls } = await setup({ client: { fetch: hangingFetch } })
    const started = Date.now()
    const error = await client.swap.quote({ from: eth, to: usdc, amount: '0.1' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ApiError', shortMessage: 'Request timed out', endpoint: 'GET /v1/convert/quotes' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000)
    expect(walletCalls).toEqual([])
    hang = false
    const quote = await client.swap.quote({ from: eth, to: usdc, amount: '0.1' })
    expect(quote.toAmount).toBeGreaterThan(0n)
  }, 40_000)
})

/** Another account (its own key, funded here) sells 20 ETH into the L2's ETH/USDC pool: ETH gets about a third cheaper there. */
async function movePool() {
  const mover = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 15 })
  await l2.request({ method: 'anvil_setBalance', params: [mover.address, toHex(parseEther('1000'))] } as never)
  const body = {
    projectId: 'itest',
    userAddress: mover.address,
    from: eth.address,
    to: usdc.address,
    amount: parseEther('20').toString(),
    eip155: { slippage: '50' },
  }
  const response = await fetch(`${api}/v1/convert/build-transaction?projectId=itest&st=berth&sv=0.1.0`, { method: 'POST', body: JSON.stringify(body) })
  const { tx } = (await response.json()) as { tx: { to: string; data: Hex; amount: string } }
  const hash = await createWalletClient({ chain, transport: http(L2_URL), account: mover }).sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.amount),
    gas: 300_000n,
  })
  expect((await l2.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
