// The headless send against the devnet's anvil (chain 31338) and the real Devnet Wallet core:
// native, ERC-20 and USDT-style transfers that move balances by exactly the amount, the preview's
// gas and fee, docs/states.md's flow (loading, notifications, reset, onSent), and the ways a send fails:
// declined in the wallet, refused before the wallet is asked, reverted on chain. The devnet's
// USDT-style token reaches the SDK only through the usdtStyleTokens option, as any app's would.
// Sender: devnet account 5, receiver: account 9 (other tests use 0..4 and 6..8).
import {
  createClient,
  memoryBackend,
  InvalidSendError,
  SENDING_MESSAGE,
  TransactionRejectedError,
  TransactionRevertedError,
  TransferWouldFailError,
  type CreateClientParameters,
  type SendToken,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { berthKeys, previewSendQueryOptions, sendMutationOptions } from '@berth/headless/query'
import { devnetAccounts } from '@berth/devnet'
import { devnetTokens, devnetUsdtStyleTokens } from '@berth/devnet/tokens'
import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { createPublicClient, createWalletClient, defineChain, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { announcedDevnetWallet } from '../support/announcedDevnetWallet.js'

const L2_URL = 'http://127.0.0.1:8546'
const chain = defineChain({
  id: 31338,
  name: 'Berth Devnet L2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [L2_URL] } },
})
const l2 = createPublicClient({ chain, transport: http(L2_URL), cacheTime: 0 })
// anvil holds the devnet keys unlocked: the test moves tokens as the sender without the wallet.
const anvilSigner = createWalletClient({ chain, transport: http(L2_URL) })
const quiet = { warn: () => {}, error: () => {} }

const sender = devnetAccounts[5] as Address
const receiver = devnetAccounts[9] as Address
const { USDC, USDT, DAI } = devnetTokens[31338]
const asToken = (token: { symbol: string; decimals: number; address: string }): SendToken => ({
  symbol: token.symbol,
  decimals: token.decimals,
  chainId: 'eip155:31338',
  address: `eip155:31338:${token.address}`,
})
const usdc = asToken(USDC)
const usdt = asToken(USDT)
const dai = asToken(DAI)
const eth: SendToken = { symbol: 'ETH', decimals: 18, chainId: 'eip155:31338' }

const tokenBalance = (token: { address: Address }, owner: Address) =>
  l2.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const clients: { unmount(): void }[] = []
afterEach(() => {
  for (const entry of clients.splice(0)) entry.unmount()
})

async function setup({ autoApprove = true, client: extra = {} }: { autoApprove?: boolean; client?: Partial<CreateClientParameters> } = {}) {
  const { wallet, walletCalls, target } = announcedDevnetWallet({ account: 5, autoApprove })
  const client = createClient({
    networks: [berthDevnet, berthDevnetL2],
    window: target as never,
    storage: memoryBackend(),
    logger: quiet,
    send: { usdtStyleTokens: devnetUsdtStyleTokens },
    ...extra,
  })
  clients.push({ unmount: client.mount() })
  const connecting = client.connection.connect('dev.berth.wallet')
  if (!autoApprove) {
    await until(() => wallet.pending().length > 0)
    wallet.approve()
  }
  expect((await connecting).caipNetworkId).toBe('eip155:31338')
  walletCalls.length = 0
  return { client, wallet, walletCalls }
}

/** Every notification the send showed, in order (the alerts controller swaps them after 150 ms). */
function recordNotifications(client: Awaited<ReturnType<typeof setup>>['client']) {
  const shown: string[] = []
  client.alerts.store.subscribe((state) => {
    const notification = state.notification
    if (notification?.open && shown.at(-1) !== `${notification.variant}: ${notification.message}`)
      shown.push(`${notification.variant}: ${notification.message}`)
  })
  return shown
}

describe('send on the devnet', () => {
  it('sends 1.5 USDC to another account: balances move by exactly 1.5, loading then success, onSent, and the state resets', async () => {
    const { client } = await setup()
    const shown = recordNotifications(client)
    const loading: boolean[] = []
    client.send.store.subscribe((state, previous) => state.loading !== previous.loading && loading.push(state.loading))
    const sent: unknown[] = []
    client.send.onSent((result) => sent.push(result))
    const [senderBefore, receiverBefore] = await Promise.all([tokenBalance(USDC, sender), tokenBalance(USDC, receiver)])

    client.send.setToken(usdc)
    client.send.setTokenAmount('1.5')
    client.send.setReceiverAddress(receiver)
    client.send.setReceiverProfileName('account nine')
    const submitted = await client.send.send()
    // The hash comes first, with what is being sent; the confirmation follows.
    expect(submitted).toMatchObject({ from: sender, receiver, value: 1_500_000n, caipNetworkId: 'eip155:31338' })
    expect(submitted.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const result = await submitted.receipt
    expect(result.hash).toBe(submitted.hash)

    expect(await tokenBalance(USDC, sender)).toBe(senderBefore - parseUnits('1.5', 6))
    expect(await tokenBalance(USDC, receiver)).toBe(receiverBefore + parseUnits('1.5', 6))
    const receipt = await l2.getTransactionReceipt({ hash: result.hash as Hex })
    expect(receipt.status).toBe('success')
    expect(result).toMatchObject({
      from: sender,
      receiver,
      value: 1_500_000n,
      caipNetworkId: 'eip155:31338',
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
    })
    expect(sent).toEqual([result])
    expect(loading).toEqual([true, false])
    expect(client.send.store.get()).toEqual({
      loading: false,
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    })
    await until(() => shown.length === 2)
    expect(shown).toEqual([`loading: ${SENDING_MESSAGE}`, 'success: Sent 1.5 USDC'])
  })

  it('sends 0.01 ETH: the receiver gets exactly 0.01, the sender pays 0.01 and the fee the receipt shows', async () => {
    const { client } = await setup()
    const [senderBefore, receiverBefore] = await Promise.all([l2.getBalance({ address: sender }), l2.getBalance({ address: receiver })])
    const result = await (await client.send.send({ token: eth, amount: '0.01', receiverAddress: receiver })).receipt
    const receipt = await l2.getTransactionReceipt({ hash: result.hash as Hex })
    expect(await l2.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'))
    expect(await l2.getBalance({ address: sender })).toBe(senderBefore - parseEther('0.01') - receipt.gasUsed * receipt.effectiveGasPrice)
    const transaction = await l2.getTransaction({ hash: result.hash as Hex })
    expect({ to: transaction.to, value: transaction.value, input: transaction.input }).toEqual({
      to: receiver.toLowerCase(),
      value: parseEther('0.01'),
      input: '0x',
    })
  })

  it('sends the USDT-style token (transfer returns nothing) through the USDT-style form, listed by the usdtStyleTokens option', async () => {
    const { client } = await setup()
    // The point of the form: USDT's transfer really returns no data.
    const { data } = await l2.call({
      account: sender,
      to: USDT.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] }),
    })
    expect(data).toBeUndefined()
    const before = await tokenBalance(USDT, receiver)
    const preview = await client.send.previewSend({ token: usdt, amount: '2.25', receiverAddress: receiver })
    if (preview.chainNamespace !== 'eip155') throw new Error('an eip155 preview was expected')
    expect(preview.usdtStyle).toBe(true)
    await (await client.send.send({ token: usdt, amount: '2.25', receiverAddress: receiver })).receipt
    expect(await tokenBalance(USDT, receiver)).toBe(before + parseUnits('2.25', 6))
  })

  it('without the option, refuses the USDT-style token before the wallet is asked: the simulated transfer answers no bool', async () => {
    const { client, walletCalls } = await setup({ client: { send: {} } })
    const shown = recordNotifications(client)
    const before = await tokenBalance(USDT, receiver)
    const refused = client.send.send({ token: usdt, amount: '2.25', receiverAddress: receiver })
    await expect(refused).rejects.toBeInstanceOf(TransferWouldFailError)
    await expect(refused).rejects.toMatchObject({
      shortMessage: 'The transfer would fail',
      details: "USDT's transfer did not return a bool; list a token whose transfer returns nothing in the usdtStyleTokens option",
    })
    await expect(client.send.previewSend({ token: usdt, amount: '2.25', receiverAddress: receiver })).rejects.toBeInstanceOf(TransferWouldFailError)
    expect(walletCalls).toEqual([])
    expect(await tokenBalance(USDT, receiver)).toBe(before)
    await until(() => shown.length === 2)
    expect(shown).toEqual([`loading: ${SENDING_MESSAGE}`, 'error: The transfer would fail'])
  })

  it('previews gas and network fee without asking the wallet anything', async () => {
    const { client, walletCalls } = await setup({ autoApprove: false })
    const preview = await client.send.previewSend({ token: usdc, amount: '1.5', receiverAddress: receiver })
    if (preview.chainNamespace !== 'eip155') throw new Error('an eip155 preview was expected')
    const gas = await l2.estimateGas({ account: sender, to: USDC.address, data: preview.request.data })
    expect(preview.gas).toBe(gas)
    expect(preview.fee).toBe(gas * BigInt(preview.request.maxFeePerGas!))
    expect(preview.feeSymbol).toBe('ETH')
    expect(Number(preview.feeFormatted)).toBeGreaterThan(0)
    expect(preview.usdtStyle).toBe(false)
    expect(preview.request).toMatchObject({ from: sender, to: USDC.address, chainId: '0x7a6a' })
    // docs/validation.md: the cap holds the tip, and the base fee raised by 1.2.
    const block = await l2.getBlock()
    expect(BigInt(preview.request.maxFeePerGas!)).toBeGreaterThanOrEqual((block.baseFeePerGas! * 12n) / 10n)
    expect(BigInt(preview.request.maxPriorityFeePerGas!)).toBeLessThanOrEqual(BigInt(preview.request.maxFeePerGas!))
    expect(walletCalls).toEqual([])
  })

  it('a send declined in the wallet reports Transaction rejected, leaves nothing loading and keeps the form', async () => {
    const { client, wallet } = await setup({ autoApprove: false })
    const shown = recordNotifications(client)
    const before = await tokenBalance(USDC, receiver)
    client.send.setToken(usdc)
    client.send.setTokenAmount('1')
    client.send.setReceiverAddress(receiver)
    const sending = client.send.send()
    await until(() => wallet.pending().some((request) => request.method === 'eth_sendTransaction'))
    expect(client.send.store.get().loading).toBe(true)
    wallet.reject()
    await expect(sending).rejects.toBeInstanceOf(TransactionRejectedError)
    await expect(sending).rejects.toMatchObject({ shortMessage: 'Transaction rejected', code: 4001 })
    expect(client.send.store.get()).toMatchObject({ loading: false, token: usdc, sendTokenAmount: '1', receiverAddress: receiver })
    await until(() => shown.length === 2)
    expect(shown).toEqual([`loading: ${SENDING_MESSAGE}`, 'error: Transaction rejected'])
    expect(await tokenBalance(USDC, receiver)).toBe(before)
  })

  it('refuses more than the balance before any wallet request', async () => {
    const { client, walletCalls } = await setup({ autoApprove: false })
    const balance = await tokenBalance(USDC, sender)
    const amount = `${(balance + 1n) / 1_000_000n}.${((balance + 1n) % 1_000_000n).toString().padStart(6, '0')}`
    const sending = client.send.send({ token: usdc, amount, receiverAddress: receiver })
    await expect(sending).rejects.toBeInstanceOf(InvalidSendError)
    await expect(sending).rejects.toMatchObject({ reason: 'amount-above-balance', shortMessage: 'Insufficient USDC balance' })
    expect(walletCalls).toEqual([])
    expect(client.send.store.get().loading).toBe(false)
    // Exactly the balance is fine as far as the rules go (the preview does not ask the wallet either).
    const exact = `${balance / 1_000_000n}.${(balance % 1_000_000n).toString().padStart(6, '0')}`
    await expect(client.send.previewSend({ token: usdc, amount: exact, receiverAddress: receiver })).resolves.toMatchObject({ value: balance })
  })

  it('refuses ETH when the amount and the fee together exceed the balance', async () => {
    const { client, walletCalls } = await setup()
    const balance = await l2.getBalance({ address: sender })
    const amount = `${balance / 10n ** 18n}.${(balance % 10n ** 18n).toString().padStart(18, '0')}`
    await expect(client.send.send({ token: eth, amount, receiverAddress: receiver })).rejects.toMatchObject({
      reason: 'fee-above-balance',
      shortMessage: 'Insufficient ETH for the amount and the network fee',
    })
    expect(walletCalls).toEqual([])
  })

  it('refuses a token the active network does not have', async () => {
    const { client, walletCalls } = await setup()
    await expect(
      client.send.previewSend({ token: { ...usdc, chainId: 'eip155:31337', address: `eip155:31337:${USDC.address}` }, amount: '1', receiverAddress: receiver }),
    ).rejects.toMatchObject({
      reason: 'token-wrong-network',
      shortMessage: `USDC is on eip155:31337, not on the active network eip155:31338`,
    })
    const nowhere = { symbol: 'NONE', decimals: 18, chainId: 'eip155:31338', address: '0x000000000000000000000000000000000000dEaD' }
    await expect(client.send.send({ token: nowhere, amount: '1', receiverAddress: receiver })).rejects.toMatchObject({
      reason: 'token-not-on-network',
      shortMessage: 'NONE is not a token on Berth Devnet L2',
    })
    expect(walletCalls).toEqual([])
  })

  it('reports a transfer that reverts on chain (the tokens left between preview and confirmation)', async () => {
    const { client, wallet } = await setup({ autoApprove: false })
    const shown = recordNotifications(client)
    const held = await tokenBalance(DAI, sender)
    const sending = client.send.send({ token: dai, amount: '1', receiverAddress: receiver })
    await until(() => wallet.pending().some((request) => request.method === 'eth_sendTransaction'))
    // While the user looks at the wallet, the DAI goes elsewhere: the estimated transfer now reverts.
    const away = await anvilSigner.writeContract({ account: sender, address: DAI.address, abi: erc20Abi, functionName: 'transfer', args: [receiver, held] })
    await l2.waitForTransactionReceipt({ hash: away })
    try {
      wallet.approve()
      // The wallet sent it: the hash is known; the chain's verdict comes with the receipt.
      const submitted = await sending
      await expect(submitted.receipt).rejects.toBeInstanceOf(TransactionRevertedError)
      const error = (await submitted.receipt.catch((caught: unknown) => caught)) as TransactionRevertedError
      expect(error.hash).toBe(submitted.hash)
      expect(error.shortMessage).toBe('Transaction reverted')
      expect((await l2.getTransactionReceipt({ hash: error.hash as `0x${string}` })).status).toBe('reverted')
      expect(client.send.store.get().loading).toBe(false)
      await until(() => shown.length === 2)
      expect(shown[1]).toBe('error: Transaction reverted')
    } finally {
      const back = await anvilSigner.writeContract({ account: receiver, address: DAI.address, abi: erc20Abi, functionName: 'transfer', args: [sender, held] })
      await l2.waitForTransactionReceipt({ hash: back })
    }
  })
})

describe('after a send', () => {
  it('the next portfolio read of both accounts asks the data API for fresh data; a failing onSent listener is only logged', async () => {
    const balanceRequests: URL[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname.endsWith('/balance')) balanceRequests.push(url)
      return fetch(input, init)
    }
    const logger = { warn: vi.fn(), error: vi.fn() }
    const { client } = await setup({ client: { projectId: 'berth-devnet', apiUrl: inject('devnetApiUrl'), fetch: recordingFetch, logger } })
    const read = (address: Address) => client.account.balances({ address, caipNetworkId: 'eip155:31338' })
    await read(sender)
    const failing = new Error('listener broke')
    client.send.onSent(() => {
      throw failing
    })
    const stopped = vi.fn()
    client.send.onSent(stopped)()

    const result = await (await client.send.send({ token: usdc, amount: '0.75', receiverAddress: receiver })).receipt
    expect(result.value).toBe(750_000n)
    expect(logger.error).toHaveBeenCalledWith('[berth] an onSent listener failed', failing)
    expect(stopped).not.toHaveBeenCalled()

    const [senderBalances] = await Promise.all([read(sender), read(receiver)])
    const forced = balanceRequests.slice(1).map((url) => [url.pathname.split('/').at(-2)!.toLowerCase(), url.searchParams.has('forceUpdate')])
    expect(balanceRequests[0]!.searchParams.has('forceUpdate')).toBe(false)
    expect(forced).toEqual(
      expect.arrayContaining([
        [sender.toLowerCase(), true],
        [receiver.toLowerCase(), true],
      ]),
    )
    const usdcLine = senderBalances.find((balance) => balance.symbol === 'USDC')!
    expect(parseUnits(usdcLine.quantity.numeric, 6)).toBe(await tokenBalance(USDC, sender))
  })
})

describe('send through the query factories', () => {
  it('sendMutationOptions resolves with the hash and invalidates both accounts once mined; previewSendQueryOptions answers bad input without retrying', async () => {
    const { client, walletCalls } = await setup()
    const queryClient = new QueryClient()
    const balanceKey = berthKeys.balance({ caipNetworkId: 'eip155:31338', address: sender })
    const receiverKey = berthKeys.balances({ caipNetworkId: 'eip155:31338', address: receiver })
    const otherKey = berthKeys.balance({ caipNetworkId: 'eip155:31338', address: devnetAccounts[6] })
    for (const key of [balanceKey, receiverKey, otherKey]) queryClient.setQueryData(key, 1)

    const preview = await queryClient.fetchQuery(
      previewSendQueryOptions(client, { address: sender, caipNetworkId: 'eip155:31338', token: usdc, amount: '0.5', receiverAddress: receiver }),
    )
    expect(preview.value).toBe(500_000n)

    const refusedOptions = previewSendQueryOptions(client, {
      address: sender,
      caipNetworkId: 'eip155:31338',
      token: usdc,
      amount: '-1',
      receiverAddress: receiver,
    })
    await expect(queryClient.fetchQuery(refusedOptions)).rejects.toMatchObject({ reason: 'amount-negative' })
    expect(queryClient.getQueryState(refusedOptions.queryKey)?.fetchFailureCount).toBe(1)

    const onSuccess = vi.fn()
    const mutation = new MutationObserver(queryClient, sendMutationOptions(client, { mutation: { onSuccess } }))
    const submitted = await mutation.mutate({ token: usdc, amount: '0.5', receiverAddress: receiver })
    expect(submitted.value).toBe(500_000n)
    // The caller's onSuccess runs with the hash, alongside the factory's own.
    expect(onSuccess).toHaveBeenCalledWith(submitted, { token: usdc, amount: '0.5', receiverAddress: receiver }, undefined, expect.anything())
    await submitted.receipt
    await until(() => queryClient.getQueryState(balanceKey)?.isInvalidated === true)
    expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(receiverKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false)
    expect(walletCalls).toEqual(['eth_sendTransaction'])
  })
})

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
