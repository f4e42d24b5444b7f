import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { ChainMismatchError } from '../../errors/transaction.js'
import type { Address, Hex } from '../../types/chain.js'
import { transactionAdapter } from './networkAdapter.js'
import type { SendTransactionParameters, TransactionPorts } from './types.js'

/**
 * Asks the connected wallet to sign and send any transaction, on the network it is on; resolves
 * with the hash as soon as the wallet returns it. The addresses and fees are checked first, and a
 * transaction meant for another network is refused before the wallet is asked.
 *
 * @example
 * const hash = await sendTransaction(client, { to: contract, data: encodeFunctionData({ abi, functionName: 'mint' }) })
 */
export async function sendTransaction(ports: TransactionPorts, parameters: SendTransactionParameters): Promise<Hex> {
  const { to, data, value, gas, nonce, account, caipNetworkId, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = parameters
  const connector = ports.connection.activeConnector()
  if (!connector) throw new ConnectorNotConnectedError()
  const from = ports.connection.signer(account) as Address
  const active = ports.network.store.get().activeCaipNetworkId
  if (caipNetworkId !== undefined && caipNetworkId !== active) throw new ChainMismatchError(caipNetworkId, active)
  const { network, adapter } = transactionAdapter(ports, active)
  // The address and fee checks (and their EIP-55 hashing) load with the first call, not with the page.
  const { checkFeeRequest } = await import('../../adapters/eip155/transfer/feeChecks.js')
  checkFeeRequest({ from, to, gasPrice, maxFeePerGas, maxPriorityFeePerGas })
  return adapter.sendTransaction(connector, {
    from,
    to,
    caipNetworkId: network.caipNetworkId,
    data,
    value,
    gas,
    nonce,
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
  })
}
