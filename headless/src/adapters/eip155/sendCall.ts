import { formatTransactionRequest, numberToHex } from 'viem'
import { parseCaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Hex } from '../../types/chain.js'
import type { Eip1193Provider } from '../eip1193.js'
import type { SendTransactionRequest } from '../types.js'
import { sendEip155Transaction } from './sendTransaction.js'

/**
 * eth_sendTransaction for any call: the request in its JSON-RPC form (quantities as hex, the chain
 * id named so the wallet refuses a request for another chain), the hash as soon as the wallet
 * gives it. Fields left out (gas, fees, nonce) are the wallet's to fill.
 */
export function sendEip155Call(provider: Eip1193Provider, request: SendTransactionRequest, timeoutMs: number): Promise<Hex> {
  const { caipNetworkId, ...transaction } = request
  const chainId = Number(parseCaipNetworkId(caipNetworkId).reference)
  // viem types the legacy and EIP-1559 fee forms apart; the caller's fee checks keep them apart.
  const rpcRequest = formatTransactionRequest(transaction as Parameters<typeof formatTransactionRequest>[0])
  return sendEip155Transaction(provider, { ...rpcRequest, chainId: numberToHex(chainId) }, timeoutMs)
}
