import type { Address, Hex } from '../../types/chain.js'

/** keccak256('transfer(address,uint256)') and keccak256('balanceOf(address)'), first 4 bytes. */
export const TRANSFER_SELECTOR = '0xa9059cbb'
export const BALANCE_OF_SELECTOR = '0x70a08231'

export const MAX_UINT256 = 2n ** 256n - 1n

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/

function word(value: bigint): string {
  if (value < 0n || value > MAX_UINT256) throw new RangeError(`${value} does not fit in a uint256`)
  return value.toString(16).padStart(64, '0')
}

const addressWord = (address: Address) => address.slice(2).toLowerCase().padStart(64, '0')

/**
 * transfer(to, amount). The calldata is the same for tokens whose transfer returns a bool and for
 * USDT-style tokens that return nothing; only how the answer is read differs.
 */
export function encodeTransfer(to: Address, amount: bigint): Hex {
  return `${TRANSFER_SELECTOR}${addressWord(to)}${word(amount)}`
}

export function encodeBalanceOf(owner: Address): Hex {
  return `${BALANCE_OF_SELECTOR}${addressWord(owner)}`
}

/** The first return word as a uint256; undefined when the data is shorter or not hex. */
export function decodeUint256(data: unknown): bigint | undefined {
  if (typeof data !== 'string' || !HEX_DATA.test(data) || data.length < 66) return undefined
  return BigInt(`0x${data.slice(2, 66)}`)
}

/** An ABI bool: the first word is 0 or 1 (Solidity rejects anything else); undefined otherwise. */
export function decodeBool(data: unknown): boolean | undefined {
  const value = decodeUint256(data)
  return value === 0n ? false : value === 1n ? true : undefined
}
