import { checkAddress as checkEip155Address } from '../../adapters/eip155/address.js'
import type { AddressCheck } from '../../adapters/types.js'
import type { InvalidSendReason } from '../../errors/send.js'
import type { ChainNamespace } from '../../types/chain.js'
import { parseAmount } from '../../units/parseAmount.js'
import { tokenContract } from './tokenContract.js'
import type { SendToken } from '../../types/send.js'

/** What validateSend checks: the active network, the token, the amount and receiver as typed, and the sender's balance once it is known. */
export type ValidateSendInput = {
  /** The active network; undefined when the wallet is on a network the app does not list. */
  network: { caipNetworkId: string; chainNamespace: ChainNamespace } | undefined
  token: SendToken | undefined
  amount: string | undefined
  receiverAddress: string | undefined
  /** The sender's balance of `token` in base units; the balance check waits until it is known. */
  balance?: bigint | undefined
  /**
   * The namespace's address rule (its adapter's `checkAddress`: `client.adapters[namespace]`); eip155's
   * when left out on eip155. A namespace without one cannot send: 'Unsupported chain'.
   */
  checkAddress?: ((address: string) => AddressCheck) | undefined
}

/**
 * validateSend's verdict. Valid: the amount in the token's base units, the receiver, and the token's
 * contract (undefined for the native currency). Invalid: the first problem, as a reason code and a
 * message to show.
 */
export type SendValidation =
  | { valid: true; value: bigint; receiver: string; contract: string | undefined }
  | { valid: false; reason: InvalidSendReason; message: string }

const ZERO_ADDRESS = /^0x0{40}$/

const invalid = (reason: InvalidSendReason, message: string): SendValidation => ({ valid: false, reason, message })

/**
 * Whether a send may go to the wallet, and the exact amount and receiver if so. docs/validation.md's texts
 * for the cases it names; the others say what to fix. Checked in the order a user fills the form,
 * so the message is about the first thing that is wrong.
 */
export function validateSend({ network, token, amount, receiverAddress, balance, checkAddress }: ValidateSendInput): SendValidation {
  const namespace = network?.chainNamespace
  const check = checkAddress ?? (namespace === 'eip155' ? checkEip155Address : undefined)
  if (!network || (namespace !== 'eip155' && namespace !== 'solana' && namespace !== 'bip122') || !check)
    return invalid('unsupported-chain', 'Unsupported chain')
  if (!amount?.trim() || !receiverAddress?.trim()) return invalid('missing-amount-or-receiver', 'An amount and receiver address are required')
  if (!token) return invalid('missing-token', 'A token is required')

  const { symbol, decimals } = token
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) return invalid('token-invalid', `${symbol} has invalid decimals (${decimals})`)
  const contract = tokenContract(token, check)
  if (contract === 'invalid') return invalid('token-invalid', `${symbol} has an invalid contract address`)
  const tokenNetwork = contract?.caipNetworkId ?? token.chainId
  if (tokenNetwork !== network.caipNetworkId) {
    return invalid('token-wrong-network', `${symbol} is on ${tokenNetwork}, not on the active network ${network.caipNetworkId}`)
  }

  const parsed = parseAmount(amount, decimals)
  if (!parsed.ok) {
    switch (parsed.reason) {
      case 'amount-negative':
        return invalid(parsed.reason, 'The amount cannot be negative')
      case 'amount-too-many-decimals':
        return invalid(parsed.reason, decimals === 0 ? `${symbol} has no decimals` : `${symbol} has at most ${decimals} decimals`)
      case 'amount-too-large':
        return invalid(parsed.reason, 'The amount is too large')
      default:
        return invalid(parsed.reason, 'The amount is not a number')
    }
  }
  if (parsed.value === 0n) return invalid('amount-zero', 'The amount must be greater than 0')

  const receiver = receiverAddress.trim()
  const verdict = check(receiver)
  if (verdict === 'invalid') return invalid('receiver-invalid', 'The receiver address is not a valid address')
  if (verdict === 'bad-checksum') return invalid('receiver-bad-checksum', 'The receiver address has an invalid checksum (check it for a typo)')
  if (namespace === 'eip155' && ZERO_ADDRESS.test(receiver)) return invalid('receiver-zero-address', 'The receiver address is the zero address')

  if (balance !== undefined && parsed.value > balance) return invalid('amount-above-balance', `Insufficient ${symbol} balance`)
  return { valid: true, value: parsed.value, receiver, contract: contract?.address }
}
