/**
 * A scripted stand-in for the part of the send that needs a chain (the lazily loaded transfer:
 * balance read, simulation, fees, eth_sendTransaction, receipt). It replaces
 * `client.send.previewSend` and `client.send.send` on a fixture client; the send keeps the real
 * flow (loading, 'Sending…', the hash, then the receipt with the success or error notification,
 * the reset after success) so the views and the modal's notifications behave as with the real
 * transfer. Nothing here touches the network.
 */
import {
  BaseError,
  SENDING_MESSAGE,
  SendFailedError,
  SendInProgressError,
  TransactionRejectedError,
  TransactionRevertedError,
  type CaipNetworkId,
  type Client,
  type SendParameters,
  type SendPreview,
  type SendResult,
  type SendToken,
  type SubmittedSend,
} from '@berth/headless'
import { previewSendQueryOptions } from '@berth/headless/query'
import type { QueryClient } from '@tanstack/react-query'
import { fixtureSolanaBalances, fixtureTokenBalances } from './accountFixtures'
import { fixtureAddress } from './fixtureClient'
import { fixtureSolanaAddress, fixtureSolanaReceiver } from './solanaWalletFake'

/** Bob, the fixtures' usual counterparty (a devnet account). */
export const fixtureReceiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const balanceOf = (symbol: string) => fixtureTokenBalances.find((balance) => balance.symbol === symbol)!

/** The fixture portfolio's USDC, as the token picker hands it to the send. */
export const fixtureUsdc: SendToken = (() => {
  const usdc = balanceOf('USDC')
  return { symbol: usdc.symbol, decimals: 6, chainId: usdc.chainId, address: usdc.address, name: usdc.name, iconUrl: usdc.iconUrl ?? undefined }
})()

/** The fixture portfolio's Ether (the native currency: no address). */
export const fixtureEther: SendToken = (() => {
  const eth = balanceOf('ETH')
  return { symbol: eth.symbol, decimals: 18, chainId: eth.chainId, name: eth.name, iconUrl: eth.iconUrl ?? undefined }
})()

const solanaBalanceOf = (symbol: string) => fixtureSolanaBalances.find((balance) => balance.symbol === symbol)!
const sendTokenOf = (balance: (typeof fixtureSolanaBalances)[number]): SendToken => ({
  symbol: balance.symbol,
  decimals: balance.decimals ?? 0,
  chainId: balance.chainId,
  address: balance.address,
  name: balance.name,
  iconUrl: balance.iconUrl ?? undefined,
})

/** The fixture Solana portfolio's SOL (the native currency: no address). */
export const fixtureSol: SendToken = sendTokenOf(solanaBalanceOf('SOL'))

/** The fixture Solana portfolio's USDC (an SPL token: its mint as the address). */
export const fixtureSolanaUsdc: SendToken = sendTokenOf(solanaBalanceOf('USDC'))

export type SendForm = { token: SendToken; amount: string; receiverAddress: string }

/** 2 USDC on Berth Solana Devnet to devnet keypair 1. */
export const fixtureSolanaSendForm: SendForm = { token: fixtureSolanaUsdc, amount: '2', receiverAddress: fixtureSolanaReceiver }

export const fixtureSendForm: SendForm = { token: fixtureUsdc, amount: '1.5', receiverAddress: fixtureReceiver }

const units = (amount: string, decimals: number) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
}

/** The rent of a new SPL token account (165 bytes), in lamports. */
export const fixtureTokenAccountRent = 2_039_280n

/**
 * What the transfer's preview answers for `form`. On eip155: 52,000 gas at 1.25 gwei, 0.000065 ETH
 * at most. On solana: 5,000 lamports, and for an SPL token whose receiver has no token account yet
 * (`tokenAccount` 'missing', the default) the rent of the one the send creates.
 */
export function sendPreviewFake(form: SendForm = fixtureSendForm, tokenAccount: SolanaTokenAccount = 'missing'): SendPreview {
  if (form.token.chainId.startsWith('solana:')) {
    const createsTokenAccount = form.token.address !== undefined && tokenAccount === 'missing'
    return {
      chainNamespace: 'solana',
      from: fixtureSolanaAddress,
      receiver: form.receiverAddress,
      token: form.token,
      caipNetworkId: form.token.chainId,
      value: units(form.amount, form.token.decimals),
      fee: 5_000n,
      feeFormatted: '0.000005',
      feeSymbol: 'SOL',
      createsTokenAccount,
      rent: createsTokenAccount ? fixtureTokenAccountRent : 0n,
      lastValidBlockHeight: 1_150n,
    }
  }
  const gas = 52_000n
  const maxFeePerGas = 1_250_000_000n
  const contract = form.token.address?.split(':').at(-1) as `0x${string}` | undefined
  return {
    chainNamespace: 'eip155',
    from: fixtureAddress,
    receiver: form.receiverAddress as `0x${string}`,
    token: form.token,
    caipNetworkId: form.token.chainId,
    value: units(form.amount, form.token.decimals),
    gas,
    fee: gas * maxFeePerGas,
    feeFormatted: '0.000065',
    feeSymbol: 'ETH',
    usdtStyle: false,
    request: {
      from: fixtureAddress,
      to: contract ?? (form.receiverAddress as `0x${string}`),
      chainId: '0x7a69',
      gas: `0x${gas.toString(16)}`,
      maxFeePerGas: `0x${maxFeePerGas.toString(16)}`,
      maxPriorityFeePerGas: '0x3b9aca00',
    },
  }
}

/** The hash the fake wallet "sends". */
export const fixtureTxHash = `0x${'ab12'.repeat(16)}` as const

/** The signature the fake Solana wallet "sends" (base58, 88 characters). */
export const fixtureSolanaSignature = '3uNvK8a1'.repeat(11)

/** Whether the Solana receiver already has a token account for the SPL token sent. */
export type SolanaTokenAccount = 'missing' | 'exists'

export type SendFakeScript = {
  /** The preview's answer: the fake preview (default), an error, or no answer at all. */
  preview?: 'ok' | 'hang' | BaseError
  /** What the wallet does with the send: confirm (default), wait until `confirm()`, or refuse (4001). */
  send?: 'succeed' | 'hang' | 'reject'
  /** What the chain does with it once sent: mine it (default), wait until `mine()`, or revert it. */
  receipt?: 'mined' | 'hang' | 'revert'
  /** On solana: whether the receiver has a token account for the SPL token ('missing' by default: the send creates it). */
  tokenAccount?: SolanaTokenAccount
}

export type SendFake = {
  /** Each send's parameters, in order. */
  sends: Array<SendParameters | undefined>
  /** The wallet confirms a send scripted 'hang': its hash is returned. */
  confirm(): void
  /** The chain mines a send whose receipt is scripted 'hang'. */
  mine(): void
}

/** Scripts `client`'s preview and send (see the module comment). */
export function installSendFake(client: Client, script: SendFakeScript = {}): SendFake {
  const controller = client.send
  const sends: SendFake['sends'] = []
  let release: (() => void) | undefined
  let mined: (() => void) | undefined
  const formOf = (parameters: SendParameters = {}): SendForm => {
    const state = controller.store.get()
    return {
      token: parameters.token ?? state.token ?? fixtureUsdc,
      amount: (parameters.amount ?? state.sendTokenAmount ?? '0').trim(),
      receiverAddress: (parameters.receiverAddress ?? state.receiverAddress ?? fixtureReceiver).trim(),
    }
  }

  controller.previewSend = (parameters) => {
    const answer = script.preview ?? 'ok'
    if (answer === 'hang') return new Promise<never>(() => undefined)
    if (answer instanceof BaseError) return Promise.reject(answer)
    return Promise.resolve(sendPreviewFake(formOf(parameters), script.tokenAccount))
  }

  const fail = (cause: unknown): BaseError => {
    const error = cause instanceof BaseError ? cause : new SendFailedError({ cause })
    client.alerts.notify('error', error.shortMessage)
    if (controller.store.get().loading) controller.store.set({ loading: false })
    return error
  }

  controller.send = async (parameters): Promise<SubmittedSend> => {
    if (controller.store.get().loading) throw new SendInProgressError()
    sends.push(parameters)
    const form = formOf(parameters)
    controller.store.set({ loading: true })
    client.alerts.notify('loading', SENDING_MESSAGE)
    const outcome = script.send ?? 'succeed'
    try {
      if (outcome === 'hang') await new Promise<void>((resolve) => (release = resolve))
      if (outcome === 'reject') throw new TransactionRejectedError({ details: 'User rejected the request.' })
    } catch (cause) {
      throw fail(cause)
    }
    const preview = sendPreviewFake(form, script.tokenAccount)
    const hash = preview.chainNamespace === 'solana' ? fixtureSolanaSignature : fixtureTxHash
    const mining = script.receipt ?? 'mined'
    const receipt = (async (): Promise<SendResult> => {
      if (mining === 'hang') await new Promise<void>((resolve) => (mined = resolve))
      if (mining === 'revert') throw new TransactionRevertedError(hash)
      return {
        hash,
        from: preview.from,
        receiver: preview.receiver,
        token: preview.token,
        caipNetworkId: preview.caipNetworkId,
        value: preview.value,
        ...(preview.chainNamespace === 'eip155' ? { blockNumber: 42n, gasUsed: 48_000n } : {}),
      }
    })().then(
      (result) => {
        client.alerts.notify('success', `Sent ${form.amount} ${form.token.symbol}`)
        controller.reset()
        return result
      },
      (cause: unknown) => {
        throw fail(cause)
      },
    )
    receipt.catch(() => undefined)
    const { from, receiver, token, caipNetworkId, value } = preview
    return { hash, from, receiver, token, caipNetworkId, value, receipt }
  }

  return { sends, confirm: () => release?.(), mine: () => mined?.() }
}

/** Fills the send form. */
export function fillSendForm(client: Client, form: Partial<SendForm> = fixtureSendForm) {
  client.send.setToken(form.token)
  client.send.setTokenAmount(form.amount)
  client.send.setReceiverAddress(form.receiverAddress)
}

const FRESH_FOR_MS = 20 * 24 * 60 * 60 * 1000

/** Puts the fake preview of `form` in the query cache, so the review shows its fee on first render. */
export function seedSendPreview(client: Client, queryClient: QueryClient, form: SendForm = fixtureSendForm, tokenAccount: SolanaTokenAccount = 'missing') {
  const solana = form.token.chainId.startsWith('solana:')
  const { queryKey } = previewSendQueryOptions(client, {
    address: solana ? (fixtureSolanaAddress as `0x${string}`) : fixtureAddress,
    caipNetworkId: form.token.chainId as CaipNetworkId,
    token: form.token,
    amount: form.amount,
    receiverAddress: form.receiverAddress,
  })
  queryClient.setQueryData(queryKey, sendPreviewFake(form, tokenAccount), { updatedAt: Date.now() + FRESH_FOR_MS })
}
