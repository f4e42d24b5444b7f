import { InvalidProviderResponseError } from '../../errors/provider.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { TransactionRejectedError } from '../../errors/transaction.js'
import type { Hex } from '../../types/chain.js'
import { requestProvider, type Eip1193Provider } from '../eip1193.js'

/** docs/validation.md: a transaction hash is 0x and 64 hex characters. */
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** eth_sendTransaction through the wallet; the user confirms, so it is bounded like a connect. */
export async function sendEip155Transaction(provider: Eip1193Provider, request: object, timeoutMs: number): Promise<Hex> {
  let hash: unknown
  try {
    hash = await requestProvider(provider, { method: 'eth_sendTransaction', params: [request] }, timeoutMs)
  } catch (error) {
    if (rpcCodeOf(error) === RpcCode.UserRejected) throw new TransactionRejectedError({ cause: error })
    throw error
  }
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw new InvalidProviderResponseError('eth_sendTransaction', { details: 'the wallet did not return a transaction hash' })
  }
  return hash as Hex
}
