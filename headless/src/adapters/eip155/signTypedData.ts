import { getTypesForEIP712Domain, serializeTypedData, validateTypedData, type TypedDataDefinition } from 'viem'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { InvalidTypedDataError } from '../../errors/typedData.js'
import type { Hex } from '../../types/chain.js'
import { requestProvider, type Eip1193Provider } from '../eip1193.js'
import type { SignTypedDataRequest } from '../types.js'

const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * EIP-712 through eth_signTypedData_v4. The domain's own type (EIP712Domain, from the fields the
 * domain has) goes with the data, or a wallet would hash a different domain than the verifier.
 * The data is checked against its types first (a wallet would refuse it or, worse, sign
 * something the user cannot read), then sent as the JSON string wallets expect, bigints written
 * as decimal strings.
 */
export async function signEip155TypedData(provider: Eip1193Provider, { address, typedData }: SignTypedDataRequest, timeoutMs: number): Promise<Hex> {
  let serialized: string
  try {
    const types = { EIP712Domain: getTypesForEIP712Domain({ domain: typedData.domain }), ...typedData.types }
    // viem types each definition by its own fields; this one holds whatever the caller gave.
    const complete = { ...typedData, types } as unknown as TypedDataDefinition
    validateTypedData(complete)
    serialized = serializeTypedData(complete)
  } catch (cause) {
    throw new InvalidTypedDataError({ cause })
  }
  let signature: unknown
  try {
    signature = await requestProvider(provider, { method: 'eth_signTypedData_v4', params: [address, serialized] }, timeoutMs)
  } catch (error) {
    if (rpcCodeOf(error) === RpcCode.UserRejected) throw new SignatureDeclinedError({ cause: error })
    throw error
  }
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new InvalidProviderResponseError('eth_signTypedData_v4', { details: 'the wallet did not return a hex signature' })
  }
  return signature as Hex
}
