// @vitest-environment jsdom
// The hooks a team builds its own UI with, rendered in React against the devnet's anvil (chain
// 31338) and the real Devnet Wallet core, under a QueryClient built with no options: the native
// balance of whoever is connected, EIP-712 signatures, any transaction by its hash then its
// receipt, and the ways these fail. Account 8 of the test mnemonic (no other test uses it).
import {
  ChainMismatchError,
  createClient,
  InvalidTypedDataError,
  memoryBackend,
  SignatureDeclinedError,
  WaitForReceiptTimeoutError,
  type Client,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import {
  BerthProvider,
  useBalance,
  useSendTransaction,
  useSignTypedData,
  useWaitForTransactionReceipt,
  type UseSendTransactionReturnType,
} from '@berth/headless/react'
import { devnetTokens } from '@berth/devnet/tokens'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import { QueryClient } from '@tanstack/query-core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { createPublicClient, encodeFunctionData, erc20Abi, formatEther, http, parseEther, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { announcedDevnetWallet } from '../support/announcedDevnetWallet.js'

const l2 = createPublicClient({ transport: http('http://127.0.0.1:8546'), cacheTime: 0 })
const quiet = { warn: () => {}, error: () => {} }
// The devnet's root entry starts servers and reads files (not for a DOM environment): the accounts come from the wallet.
const accounts = createDevnetWallet({ accounts: 10, storage: memoryStorage() }).accounts()
const account = accounts[8]!
const { USDC } = devnetTokens[31338]

const typedData = {
  domain: { name: 'Berth Mail', version: '1', chainId: 31338, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Eight', wallet: account },
    to: { name: 'Bob', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    contents: 'Hello from Berth, ünïcode too',
    nonce: 2n ** 200n,
  },
} as const

const stops: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const stop of stops.splice(0)) stop()
})

/** A connected client on Berth Devnet L2 and the React wrapper its hooks render in. */
async function setup({ autoApprove = true } = {}) {
  const { wallet, walletCalls, target } = announcedDevnetWallet({ account: 8, autoApprove })
  const client: Client = createClient({ networks: [berthDevnet, berthDevnetL2], window: target as never, storage: memoryBackend(), logger: quiet })
  stops.push(client.mount())
  const connecting = client.connection.connect('dev.berth.wallet')
  if (!autoApprove) {
    await waitFor(() => expect(wallet.pending()).not.toHaveLength(0))
    wallet.approve()
  }
  expect((await connecting).caipNetworkId).toBe('eip155:31338')
  walletCalls.length = 0
  // An app's own QueryClient, with no options: Berth's keys need no special hash.
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => createElement(BerthProvider, { client, queryClient }, children)
  return { client, wallet, walletCalls, wrapper }
}

describe('useBalance', () => {
  it('reads the connected account on the active network when given nothing, with its formatted value; `select` shapes it', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => ({ balance: useBalance(), formatted: useBalance({ query: { select: (balance) => balance.formatted } }) }), { wrapper })
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true))
    const value = await l2.getBalance({ address: account })
    expect(result.current.balance.data).toEqual({ value, decimals: 18, symbol: 'ETH', formatted: formatEther(value) })
    await waitFor(() => expect(result.current.formatted.data).toBe(formatEther(value)))
  })
})

describe('useSignTypedData', () => {
  it('signs EIP-712 data through eth_signTypedData_v4, and viem verifies the signature for the account', async () => {
    const { wrapper, walletCalls } = await setup()
    const { result } = renderHook(() => useSignTypedData(), { wrapper })
    let signature: `0x${string}` | undefined
    await act(async () => {
      signature = await result.current.mutateAsync({ typedData })
    })
    expect(walletCalls).toEqual(['eth_signTypedData_v4'])
    expect(await verifyTypedData({ address: account, ...typedData, signature: signature! })).toBe(true)
    await waitFor(() => expect(result.current.data).toBe(signature))
  })

  it('refuses data that does not match its own types before the wallet is asked', async () => {
    const { wrapper, walletCalls } = await setup()
    const { result } = renderHook(() => useSignTypedData(), { wrapper })
    const tooLarge = { ...typedData, types: { Mail: [{ name: 'nonce', type: 'uint8' }] }, message: { nonce: 300n } } as const
    await act(() => result.current.mutateAsync({ typedData: tooLarge }).catch(() => undefined))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(InvalidTypedDataError))
    expect(result.current.error?.shortMessage).toBe('Invalid typed data')
    expect(walletCalls).toEqual([])
  })

  it("says 'Signature declined' (4001) when the user refuses in the wallet", async () => {
    const { wrapper, wallet } = await setup({ autoApprove: false })
    const { result } = renderHook(() => useSignTypedData(), { wrapper })
    act(() => result.current.mutate({ typedData }))
    await waitFor(() => expect(wallet.pending().map((request) => request.method)).toEqual(['eth_signTypedData_v4']))
    wallet.reject()
    await waitFor(() => expect(result.current.error).toBeInstanceOf(SignatureDeclinedError))
    expect(result.current.error).toMatchObject({ shortMessage: 'Signature declined', code: 4001 })
  })
})

describe('useSendTransaction and useWaitForTransactionReceipt', () => {
  /** The two hooks as an app pairs them: the receipt of whatever hash the send returned. */
  function renderSendAndWait(wrapper: (props: { children: ReactNode }) => ReactNode) {
    return renderHook(
      () => {
        const send: UseSendTransactionReturnType = useSendTransaction()
        const receipt = useWaitForTransactionReceipt({ hash: send.data })
        return { send, receipt }
      },
      { wrapper },
    )
  }

  it('sends any call (an ERC-20 approve by its data), returns the hash, then the receipt; the chain shows the call', async () => {
    const { wrapper, walletCalls } = await setup()
    const spender = privateKeyToAddress(generatePrivateKey())
    const { result } = renderSendAndWait(wrapper)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 1_234_567n] })
    act(() => result.current.send.mutate({ to: USDC.address, data }))
    await waitFor(() => expect(result.current.send.data).toMatch(/^0x[0-9a-f]{64}$/))
    expect(walletCalls).toEqual(['eth_sendTransaction'])
    await waitFor(() => expect(result.current.receipt.isSuccess).toBe(true))
    const hash = result.current.send.data!
    const mined = await l2.getTransactionReceipt({ hash })
    expect(result.current.receipt.data).toEqual({ transactionHash: hash, status: 'success', blockNumber: mined.blockNumber, gasUsed: mined.gasUsed })
    expect(await l2.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [account, spender] })).toBe(1_234_567n)
  })

  it('sends native currency with `value`: the receiver gets exactly that', async () => {
    const { wrapper } = await setup()
    const receiver = privateKeyToAddress(generatePrivateKey())
    const { result } = renderSendAndWait(wrapper)
    act(() => result.current.send.mutate({ to: receiver, value: parseEther('0.125') }))
    await waitFor(() => expect(result.current.receipt.data?.status).toBe('success'))
    expect(await l2.getBalance({ address: receiver })).toBe(parseEther('0.125'))
  })

  it("a call the chain reverts is mined with status 'reverted': an answer, not an error", async () => {
    const { wrapper } = await setup()
    const { result } = renderSendAndWait(wrapper)
    const held = await l2.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [accounts[9]!, held + 1n] })
    // With its gas given, the wallet does not estimate (which would refuse it): the chain runs it and reverts.
    act(() => result.current.send.mutate({ to: USDC.address, data, gas: 100_000n }))
    await waitFor(() => expect(result.current.receipt.isSuccess).toBe(true))
    expect(result.current.receipt.data?.status).toBe('reverted')
    expect((await l2.getTransactionReceipt({ hash: result.current.send.data! })).status).toBe('reverted')
  })

  it('refuses a transaction meant for another network before the wallet is asked', async () => {
    const { wrapper, walletCalls } = await setup()
    const { result } = renderSendAndWait(wrapper)
    act(() => result.current.send.mutate({ to: account, value: 1n, caipNetworkId: 'eip155:31337' }))
    await waitFor(() => expect(result.current.send.error).toBeInstanceOf(ChainMismatchError))
    expect(result.current.send.error?.shortMessage).toBe("The current connector chain does not match the connection's chain")
    expect(walletCalls).toEqual([])
  })

  it('gives up on a hash that is never mined', async () => {
    const { wrapper } = await setup()
    const hash = `0x${'8e'.repeat(32)}` as const
    const { result } = renderHook(() => useWaitForTransactionReceipt({ hash, timeoutMs: 400, pollingIntervalMs: 100 }), { wrapper })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(WaitForReceiptTimeoutError))
    expect(result.current.error?.shortMessage).toBe('Wait for receipt timed out')
  })
})
