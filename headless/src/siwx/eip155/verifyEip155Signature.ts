import { checkAddress } from '../../adapters/eip155/address.js'
import { keccak256 } from '../../adapters/eip155/keccak256.js'
import type { Rpc } from '../../adapters/eip155/networkRpc.js'
import { decodeBool } from '../../adapters/eip155/erc20Calldata.js'
import { RpcRequestError } from '../../errors/http.js'
import { ERC6492_VALIDATOR_CREATION_CODE } from './erc6492Validator.js'

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})+$/

/** EIP-191 personal_sign digest: keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function hashPersonalMessage(message: string): string {
  const body = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`)
  const joined = new Uint8Array(prefix.length + body.length)
  joined.set(prefix)
  joined.set(body, prefix.length)
  return keccak256(joined)
}

/** ABI encoding of (address, bytes32, bytes): three head words, then the bytes' length and padded data. */
function encodeValidatorArguments(address: string, hash: string, signature: string): string {
  const data = signature.slice(2)
  const padded = data.padEnd(Math.ceil(data.length / 64) * 64, '0')
  return [
    address.slice(2).toLowerCase().padStart(64, '0'),
    hash,
    (0x60).toString(16).padStart(64, '0'),
    (data.length / 2).toString(16).padStart(64, '0'),
    padded,
  ].join('')
}

/**
 * Whether `signature` is `address`'s over `message` on the chain behind `rpc`: an EOA (EIP-191),
 * a deployed smart account (ERC-1271) or a counterfactual one (ERC-6492), decided by the chain
 * through one eth_call. A revert means "not valid"; a node that cannot be reached throws, so an
 * outage is never reported as a forged signature.
 */
export async function verifyEip155Signature(rpc: Rpc, address: string, message: string, signature: string): Promise<boolean> {
  if (checkAddress(address) === 'invalid' || !HEX_DATA.test(signature)) return false
  const data = `${ERC6492_VALIDATOR_CREATION_CODE}${encodeValidatorArguments(address, hashPersonalMessage(message), signature)}`
  try {
    const result = await rpc('eth_call', [{ data }, 'latest'])
    return decodeBool(typeof result === 'string' && result.length === 4 ? `0x${result.slice(2).padStart(64, '0')}` : result) === true
  } catch (error) {
    if (error instanceof RpcRequestError && error.code !== undefined) return false
    throw error
  }
}
