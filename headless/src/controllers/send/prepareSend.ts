import { decodeFunctionResult, encodeFunctionData, erc20Abi, numberToHex, type Hex } from 'viem'
import { networkRpc, parseQuantity, type Rpc } from '../../adapters/eip155/networkRpc.js'
import { readTokenBalance } from '../../adapters/eip155/readTokenBalance.js'
import type { AdapterTimeouts } from '../../adapters/types.js'
import type { Connector } from '../../adapters/connector.js'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { RpcRequestError } from '../../errors/http.js'
import { InvalidSendError } from '../../errors/send.js'
import { TransferWouldFailError } from '../../errors/transaction.js'
import type { Network } from '../../networks/types.js'
import type { Address } from '../../types/chain.js'
import { selectActiveConnection, type ConnectionState } from '../connection/types.js'
import { selectActiveNetwork, type NetworkState } from '../network/createNetworkController.js'
import type { Store } from '../../store/createStore.js'
import { checkFeeCovered } from './checkFeeCovered.js'
import { estimateFees, type Fees } from './estimateFees.js'
import { checkFeeRequest } from './feeChecks.js'
import { isUsdtStyle } from './isUsdtStyle.js'
import { formatAmount } from './parseAmount.js'
import type { FeeOverrides, SendOptions, SendPreview, SendToken, TransactionRequest } from './types.js'
import { validateSend, type ValidateSendInput } from './validateSend.js'

export type SendPorts = {
  connection: { store: Store<ConnectionState>; activeConnector(): Connector | undefined }
  network: { store: Store<NetworkState> }
  timeouts: AdapterTimeouts
  options: SendOptions
}

export type SendInput = { token: SendToken | undefined; amount: string | undefined; receiverAddress: string | undefined; fees?: FeeOverrides | undefined }

export type PreparedSend = { preview: SendPreview; network: Network; rpc: Rpc }

/**
 * Everything a send checks before the wallet is asked: the input (validateSend), the balance read
 * from the chain, a simulation of the transfer, the gas and fees (docs/validation.md checks), and that the
 * native balance pays the fee. What it returns is what the user confirms.
 */
export async function prepareSend(ports: SendPorts, input: SendInput): Promise<PreparedSend> {
  const connection = selectActiveConnection(ports.connection.store.get())
  if (connection.status !== 'connected' || !connection.address) throw new ConnectorNotConnectedError()
  const from = connection.address as Address
  const network = selectActiveNetwork(ports.network.store.get())
  const rules: ValidateSendInput = { network, token: input.token, amount: input.amount, receiverAddress: input.receiverAddress }
  const first = validated(rules)
  const token = input.token!
  const activeNetwork = network!
  checkFeeRequest(input.fees ?? {})

  // The network's own node reads, simulates and watches for the receipt; the wallet only signs.
  const rpc = networkRpc(activeNetwork)
  const balance = await readTokenBalance(rpc, from, first.contract)
  if (balance === undefined) throw new InvalidSendError('token-not-on-network', `${token.symbol} is not a token on ${activeNetwork.name}`)
  const { value, receiver, contract } = validated({ ...rules, balance })

  const call = contract
    ? { from, to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, value] }) }
    : { from, to: receiver, value: numberToHex(value) }
  const usdtStyle = contract !== undefined && isUsdtStyle(activeNetwork.caipNetworkId, contract, ports.options.usdtStyleTokens)
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
    resolveFees(rpc, input.fees, ports.options.baseFeeMultiplier),
    contract ? readTokenBalance(rpc, from) : balance,
  ])
  const gas = parseQuantity(gasAnswer, 'eth_estimateGas')
  checkFeeRequest({ from, to: call.to, ...fees })
  const fee = gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)
  const { symbol: feeSymbol, decimals: feeDecimals } = activeNetwork.nativeCurrency
  const uncovered = checkFeeCovered({ fee, nativeBalance: nativeBalance ?? 0n, feeSymbol, value: contract ? 0n : value })
  if (uncovered) throw new InvalidSendError(uncovered.reason, uncovered.message)

  const request: TransactionRequest = {
    ...call,
    chainId: numberToHex(Number(activeNetwork.id)),
    gas: numberToHex(gas),
    ...('gasPrice' in fees
      ? { gasPrice: numberToHex(fees.gasPrice) }
      : { maxFeePerGas: numberToHex(fees.maxFeePerGas), maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas) }),
  }
  return {
    network: activeNetwork,
    rpc,
    preview: {
      from,
      receiver,
      token,
      caipNetworkId: activeNetwork.caipNetworkId,
      value,
      gas,
      fee,
      feeFormatted: formatAmount(fee, feeDecimals),
      feeSymbol,
      usdtStyle,
      request,
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

function validated(input: ValidateSendInput) {
  const result = validateSend(input)
  if (!result.valid) throw new InvalidSendError(result.reason, result.message)
  return result
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
