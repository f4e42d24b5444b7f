import { decodeFunctionResult, encodeFunctionData, erc20Abi, numberToHex, type Hex } from 'viem'
import { RpcRequestError } from '../../../errors/http.js'
import { InvalidSendError } from '../../../errors/send.js'
import { TransactionRevertedError, TransferWouldFailError } from '../../../errors/transaction.js'
import type { Address } from '../../../types/chain.js'
import type { FeeOverrides, TransactionRequest } from '../../../types/send.js'
import { formatAmount } from '../../../units/parseAmount.js'
import { checkFeeCovered } from '../../checkFeeCovered.js'
import type { Connector } from '../../connector.js'
import { pollingInterval } from '../../pollingInterval.js'
import type { PreparedTransfer, TransferPort, TransferRequest } from '../../types.js'
import { eip155Provider } from '../eip155Provider.js'
import { networkRpc, parseQuantity, type Rpc } from '../networkRpc.js'
import { readTokenBalance } from '../readTokenBalance.js'
import { sendEip155Transaction } from '../sendTransaction.js'
import { waitForReceipt } from '../waitForReceipt.js'
import { estimateFees, type Fees } from './estimateFees.js'
import { checkFeeRequest } from './feeChecks.js'
import { isUsdtStyle } from './isUsdtStyle.js'

/** The eip155 send: an ERC-20 transfer or a native one, read, simulated and priced on the network's own node. */
export const eip155Transfer: TransferPort = { prepare: prepareEip155Transfer }

/**
 * Everything a send checks on the chain before the wallet is asked: the balance, a simulation of
 * the transfer, the gas and fees (docs/validation.md checks), and that the native balance pays the
 * fee. Its preview is what the user confirms; `submit` sends it through the wallet, and `confirm`
 * waits for the receipt (180 s, 1 confirmation, polling at half the block time). A reverted receipt
 * is an error: the fee is spent but nothing moved, and the user must not see a success.
 */
export async function prepareEip155Transfer(request: TransferRequest): Promise<PreparedTransfer> {
  const { network, token, value, options } = request
  const from = request.from as Address
  const receiver = request.receiver as Address
  const contract = request.contract as Address | undefined
  checkFeeRequest(request.fees ?? {})

  // The network's own node reads, simulates and watches for the receipt; the wallet only signs.
  const rpc = networkRpc(network)
  const balance = await readTokenBalance(rpc, from, contract)
  if (balance === undefined) throw new InvalidSendError('token-not-on-network', `${token.symbol} is not a token on ${network.name}`)
  if (value > balance) throw new InvalidSendError('amount-above-balance', `Insufficient ${token.symbol} balance`)

  const call = contract
    ? { from, to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, value] }) }
    : { from, to: receiver, value: numberToHex(value) }
  const usdtStyle = contract !== undefined && isUsdtStyle(network.caipNetworkId, contract, options.usdtStyleTokens)
  // A standard token answers true; one that answers false or nothing would leave the user
  // believing a transfer happened. USDT-style tokens answer nothing by design: only a revert counts.
  if (contract && !usdtStyle) {
    const accepted = transferAnswer(await simulate(() => rpc('eth_call', [call, 'latest'])))
    if (accepted !== true) {
      throw new TransferWouldFailError({
        details:
          accepted === false
            ? `${token.symbol}'s transfer returned false`
            : `${token.symbol}'s transfer did not return a bool; list a token whose transfer returns nothing in the usdtStyleTokens option`,
      })
    }
  }
  const [gasAnswer, fees, nativeBalance] = await Promise.all([
    simulate(() => rpc('eth_estimateGas', [call])),
    resolveFees(rpc, request.fees, options.baseFeeMultiplier),
    contract ? readTokenBalance(rpc, from) : balance,
  ])
  const gas = parseQuantity(gasAnswer, 'eth_estimateGas')
  checkFeeRequest({ from, to: call.to, ...fees })
  const fee = gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)
  const { symbol: feeSymbol, decimals: feeDecimals } = network.nativeCurrency
  const uncovered = checkFeeCovered({ fee, nativeBalance: nativeBalance ?? 0n, feeSymbol, value: contract ? 0n : value })
  if (uncovered) throw new InvalidSendError(uncovered.reason, uncovered.message)

  const transaction: TransactionRequest = {
    ...call,
    chainId: numberToHex(Number(network.id)),
    gas: numberToHex(gas),
    ...('gasPrice' in fees
      ? { gasPrice: numberToHex(fees.gasPrice) }
      : { maxFeePerGas: numberToHex(fees.maxFeePerGas), maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas) }),
  }
  return {
    preview: {
      chainNamespace: 'eip155',
      from,
      receiver,
      token,
      caipNetworkId: network.caipNetworkId,
      value,
      gas,
      fee,
      feeFormatted: formatAmount(fee, feeDecimals),
      feeSymbol,
      usdtStyle,
      request: transaction,
    },
    async submit(connector: Connector) {
      const hash = await sendEip155Transaction(eip155Provider(connector), transaction, request.timeouts.connectTimeoutMs)
      const confirm = async () => {
        const receipt = await waitForReceipt(rpc, {
          hash,
          pollingIntervalMs: pollingInterval(network.blockTime),
          timeoutMs: options.receiptTimeoutMs,
          confirmations: options.confirmations,
        })
        if (receipt.status === 'reverted') throw new TransactionRevertedError(hash)
        return { blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed }
      }
      return { hash, confirm }
    },
  }
}

/** What a simulated transfer answered: its bool, or undefined when the answer is not an ABI bool (nothing, or another word). */
function transferAnswer(data: unknown): boolean | undefined {
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'transfer', data: data as Hex })
  } catch {
    return undefined
  }
}

/** The node refusing a simulation (a revert, insufficient funds) means the transfer would fail; transport errors stay what they are. */
async function simulate(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof RpcRequestError && error.code !== undefined) throw new TransferWouldFailError({ cause: error })
    throw error
  }
}

/** The caller's fees where given (docs/validation.md checks them), the estimate for the rest. */
async function resolveFees(rpc: Rpc, overrides: FeeOverrides = {}, baseFeeMultiplier?: number): Promise<Fees> {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = overrides
  if (gasPrice !== undefined) return { gasPrice }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined) return { maxFeePerGas, maxPriorityFeePerGas }
  const estimated = await estimateFees(rpc, baseFeeMultiplier)
  if (maxFeePerGas === undefined && maxPriorityFeePerGas === undefined) return estimated
  const legacy = 'gasPrice' in estimated
  return {
    maxFeePerGas: maxFeePerGas ?? (legacy ? estimated.gasPrice : estimated.maxFeePerGas),
    maxPriorityFeePerGas: maxPriorityFeePerGas ?? (legacy ? 0n : estimated.maxPriorityFeePerGas),
  }
}
