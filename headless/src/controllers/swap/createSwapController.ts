import { maxUint256 } from 'viem'
import { buildSwapApprove } from '../../api/buildSwapApprove.js'
import { buildSwapTransaction } from '../../api/buildSwapTransaction.js'
import { getGasPrice } from '../../api/getGasPrice.js'
import { getSwapAllowance } from '../../api/getSwapAllowance.js'
import { getSwapQuote } from '../../api/getSwapQuote.js'
import { getSwapTokens } from '../../api/getSwapTokens.js'
import { getTokenPrices } from '../../api/getTokenPrices.js'
import type { SwapTransaction } from '../../api/swapTransaction.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { BaseError } from '../../errors/BaseError.js'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import {
  GasPriceNetworkNotSupportedError,
  InvalidSwapError,
  SwapAllowanceTooLowError,
  SwapApproveRevertedError,
  SwapFailedError,
  SwapNetworkNotSupportedError,
  SwapRevertedError,
} from '../../errors/swap.js'
import type { SwapGasPrice, SwapParameters, SwapQuote, SwapResult, SwapToken } from '../../types/swap.js'
import { selectActiveConnection } from '../connection/types.js'
import { sendTransaction } from '../transaction/sendTransaction.js'
import { waitForTransactionReceipt } from '../transaction/waitForTransactionReceipt.js'
import { allowanceSufficient } from './allowanceSufficient.js'
import { minimumReceived } from './minimumReceived.js'
import { priceImpact, swapRate, usdValue } from './priceImpact.js'
import { isSwapSupported, SWAP_SLIPPAGE } from './swapNetworks.js'
import type { SwapPorts } from './swapPorts.js'
import { validateSwap } from './validateSwap.js'

/** A network to read from (the active one when left out) and an abort signal. */
export type SwapNetworkParameters = { caipNetworkId?: CaipNetworkId | undefined; signal?: AbortSignal | undefined }

/** Whose allowance of which token (the connected account when `address` is left out). */
export type SwapAllowanceParameters = { token: SwapToken; address?: string | undefined; signal?: AbortSignal | undefined }

/**
 * `client.swap`: the swap service's tokens, quotes, allowance and gas price, and the approve and
 * swap themselves through the connected wallet, loaded with its first use. Whether a network is
 * served: `isSwapSupported(caipNetworkId, client.options.swaps?.networks)`.
 */
export type SwapController = {
  /** The tokens the swap service trades on the network. @throws SwapNetworkNotSupportedError 'Network not supported for Swaps' */
  tokens(parameters?: SwapNetworkParameters): Promise<SwapToken[]>
  /** Gas prices on the network. @throws GasPriceNetworkNotSupportedError 'Network not supported for Gas Price' */
  gasPrice(parameters?: SwapNetworkParameters): Promise<SwapGasPrice>
  /** What the router may take of `token` from the account; the native currency needs none (the uint256 maximum). */
  allowance(parameters: SwapAllowanceParameters): Promise<bigint>
  /** What the swap would give: amounts, minimum received, rate, price impact and network fee. Nothing is asked of the wallet. */
  quote(parameters: SwapParameters & { signal?: AbortSignal | undefined }): Promise<SwapQuote>
  /** Approves the router for exactly the amount through the connected wallet and waits until it is mined. */
  approve(parameters: SwapParameters): Promise<SwapResult>
  /** Swaps through the connected wallet and waits until it is mined: 'Swapped …', and the account's balances are read fresh. */
  swap(parameters: SwapParameters): Promise<SwapResult>
}

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** True for the native currency, which the swap service writes as 0xeeee…eeee. */
export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>): boolean => token.address.toLowerCase().endsWith(`:${NATIVE}`)

export function createSwapController(ports: SwapPorts): SwapController {
  const { transport } = ports.api
  const tokenLists = new Map<string, Promise<SwapToken[]>>()

  const activeNetwork = () => ports.network.store.get().activeCaipNetworkId
  const supported = (caipNetworkId?: string) => isSwapSupported(caipNetworkId ?? activeNetwork(), ports.options.swaps?.networks)
  const swapNetwork = (caipNetworkId: CaipNetworkId | undefined): CaipNetworkId => {
    const network = caipNetworkId ?? activeNetwork()
    if (!supported(network)) throw new SwapNetworkNotSupportedError(network)
    return network!
  }
  const accountOf = (address: string | undefined): string => {
    const connection = selectActiveConnection(ports.connection.store.get())
    const account = address ?? (connection.status === 'connected' ? connection.address : undefined)
    if (!account) throw new ConnectorNotConnectedError()
    return account
  }
  // One list per network for the page's life (it is what the service trades); a failed read is tried again next time.
  const tokensOf = (caipNetworkId: CaipNetworkId, signal?: AbortSignal) => {
    let list = tokenLists.get(caipNetworkId)
    if (!list) {
      list = getSwapTokens(transport, { caipNetworkId })
      tokenLists.set(caipNetworkId, list)
      list.catch(() => tokenLists.delete(caipNetworkId))
    }
    signal?.throwIfAborted()
    return list
  }

  /** The network (the source token's), the account and the exact amount, or why the swap is refused. */
  const check = async (parameters: SwapParameters) => {
    const caipNetworkId = swapNetwork(parameters.from?.chainId)
    const tokens = await tokensOf(caipNetworkId)
    const slippage = parameters.slippage ?? SWAP_SLIPPAGE
    const verdict = validateSwap({ caipNetworkId, tokens, ...parameters, slippage })
    if (!verdict.valid) throw new InvalidSwapError(verdict.reason, verdict.message)
    return { caipNetworkId, address: accountOf(parameters.address), value: verdict.value, slippage }
  }

  const allowanceOf = (token: SwapToken, address: string, signal?: AbortSignal) =>
    isNativeSwapToken(token) ? Promise.resolve(maxUint256) : getSwapAllowance(transport, { tokenAddress: token.address, userAddress: address, signal })

  /** Sends a built transaction through the connected wallet and waits for it; a revert is `reverted`'s error. */
  const execute = async (tx: SwapTransaction, caipNetworkId: CaipNetworkId, reverted: (hash: string) => BaseError) => {
    const hash = await sendTransaction(ports, {
      to: tx.to,
      data: tx.data,
      value: tx.value > 0n ? tx.value : undefined,
      gas: tx.gas,
      account: tx.from,
      caipNetworkId,
    })
    const receipt = await waitForTransactionReceipt(ports, { hash, caipNetworkId })
    if (receipt.status !== 'success') throw reverted(hash)
    return receipt
  }

  /** Runs a wallet step with its notifications: loading, then success or the error's own text; never left loading. */
  const step = async (loading: string, run: () => Promise<{ result: SwapResult; success: string }>) => {
    try {
      ports.alerts.notify('loading', loading)
      const { result, success } = await run()
      ports.account.markChanged(result.address)
      ports.alerts.notify('success', success)
      return result
    } catch (cause) {
      const error = cause instanceof BaseError ? cause : new SwapFailedError({ cause })
      ports.alerts.notify('error', error.shortMessage)
      throw error
    }
  }

  return {
    tokens: ({ caipNetworkId, signal } = {}) => tokensOf(swapNetwork(caipNetworkId), signal),

    async gasPrice({ caipNetworkId, signal } = {}) {
      const network = caipNetworkId ?? activeNetwork()
      if (!supported(network)) throw new GasPriceNetworkNotSupportedError(network)
      return getGasPrice(transport, { caipNetworkId: network!, signal })
    },

    async allowance({ token, address, signal }) {
      swapNetwork(token.chainId)
      return allowanceOf(token, accountOf(address), signal)
    },

    async quote(parameters) {
      const { signal } = parameters
      const { caipNetworkId, address, value, slippage } = await check(parameters)
      const { from, to } = parameters
      const gasPrice = await getGasPrice(transport, { caipNetworkId, signal })
      const native = ports.network.find(caipNetworkId)?.nativeCurrency
      const [quoted, prices, built] = await Promise.all([
        getSwapQuote(transport, { userAddress: address, from: from.address, to: to.address, amount: value, gasPrice: gasPrice.standard, signal }),
        // The price impact and the fee in USD are extras: without prices the quote still stands.
        getTokenPrices(transport, { addresses: [from.address, to.address, `${caipNetworkId}:${NATIVE}`], signal }).catch(() => ({}) as Record<string, number>),
        buildSwapTransaction(transport, { userAddress: address, from: from.address, to: to.address, amount: value, slippage, signal }).catch(() => undefined),
      ])
      const fromSide = { amount: value, decimals: from.decimals, price: prices[from.symbol] }
      const toSide = { amount: quoted.toAmount, decimals: to.decimals, price: prices[to.symbol] }
      const fee = built ? built.gas * gasPrice.standard : undefined
      return {
        from,
        to,
        fromAmount: value,
        toAmount: quoted.toAmount,
        minimumReceived: minimumReceived(quoted.toAmount, slippage),
        slippage,
        rate: swapRate(fromSide, toSide),
        priceImpact: priceImpact(fromSide, toSide),
        networkFee:
          built && fee !== undefined
            ? {
                gas: built.gas,
                gasPrice: gasPrice.standard,
                value: fee,
                usd: usdValue({ amount: fee, decimals: native?.decimals ?? 18, price: prices[native?.symbol ?? ''] }),
              }
            : undefined,
      }
    },

    approve: (parameters) =>
      step(`Approving ${parameters.from.symbol}…`, async () => {
        const { caipNetworkId, address, value } = await check(parameters)
        const { from, to } = parameters
        if (isNativeSwapToken(from)) throw new InvalidSwapError('no-approval-needed', `${from.symbol} needs no approval`)
        const tx = await buildSwapApprove(transport, { userAddress: address, from: from.address, to: to.address, amount: value })
        const receipt = await execute(tx, caipNetworkId, (hash) => new SwapApproveRevertedError(hash))
        const result = { hash: receipt.transactionHash, from, to, fromAmount: value, address, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed }
        return { result, success: `Approved ${from.symbol}` }
      }),

    swap: (parameters) =>
      step('Swapping…', async () => {
        const { caipNetworkId, address, value, slippage } = await check(parameters)
        const { from, to } = parameters
        // SPEC §5, read again now: an allowance spent or reset since the approval would only revert on chain.
        if (!allowanceSufficient(await allowanceOf(from, address), value)) throw new SwapAllowanceTooLowError(from.symbol)
        const tx = await buildSwapTransaction(transport, { userAddress: address, from: from.address, to: to.address, amount: value, slippage })
        const receipt = await execute(tx, caipNetworkId, (hash) => new SwapRevertedError(hash))
        const result = { hash: receipt.transactionHash, from, to, fromAmount: value, address, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed }
        return { result, success: `Swapped ${parameters.amount.trim()} ${from.symbol} for ${to.symbol}` }
      }),
  }
}
