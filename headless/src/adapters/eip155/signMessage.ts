import { InvalidProviderResponseError } from '../../errors/provider.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { requestProvider, type Eip1193Provider } from '../eip1193.js'
import type { SignMessageRequest } from '../types.js'

const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * EIP-191 personal_sign. The message goes as UTF-8 hex, which every wallet reads the same way
 * (a plain string that happens to look like hex would be signed as bytes by some wallets).
 */
export async function signEip155Message(provider: Eip1193Provider, { address, message }: SignMessageRequest, timeoutMs: number): Promise<`0x${string}`> {
  let signature: unknown
  try {
    signature = await requestProvider(provider, { method: 'personal_sign', params: [utf8Hex(message), address] }, timeoutMs)
  } catch (error) {
    if (rpcCodeOf(error) === RpcCode.UserRejected) throw new SignatureDeclinedError({ cause: error })
    throw error
  }
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new InvalidProviderResponseError('personal_sign', { details: 'the wallet did not return a hex signature' })
  }
  return signature as `0x${string}`
}

function utf8Hex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
