import type { InvalidSwapReason } from '../../errors/swap.js'
import type { SwapToken } from '../../types/swap.js'
import { parseAmount } from '../../units/parseAmount.js'
import { validSlippage } from './minimumReceived.js'

/** What validateSwap checks: the tokens against the network's list, the amount as typed, the slippage and, once known, the balance. */
export type ValidateSwapInput = {
  caipNetworkId: string
  /** The tokens the swap service lists for the network. */
  tokens: readonly SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  amount: string | undefined
  slippage: number
  /** `from`'s balance in base units; the balance check waits until it is known. */
  balance?: bigint | undefined
}

/** validateSwap's verdict: the amount in `from`'s base units, or the first problem as a reason and a message. */
export type SwapValidation = { valid: true; value: bigint } | { valid: false; reason: InvalidSwapReason; message: string }

const invalid = (reason: InvalidSwapReason, message: string): SwapValidation => ({ valid: false, reason, message })
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether a swap may be quoted and sent, and its exact amount if so. Checked in the order a user
 * fills the form (tokens, amount, balance), so the message is about the first thing that is wrong.
 * The amount is parsed as a send's is (parseAmount): exact, never rounded.
 */
export function validateSwap({ caipNetworkId, tokens, from, to, amount, slippage, balance }: ValidateSwapInput): SwapValidation {
  if (!from || !to) return invalid('missing-token', 'Choose the tokens to swap')
  for (const token of [from, to]) {
    if (token.chainId !== caipNetworkId || !token.address.startsWith(`${caipNetworkId}:`))
      return invalid('token-wrong-network', `${token.symbol} is not on the active network ${caipNetworkId}`)
    if (!tokens.some((listed) => sameAddress(listed.address, token.address))) return invalid('token-not-listed', `${token.symbol} cannot be swapped here`)
  }
  if (sameAddress(from.address, to.address)) return invalid('same-token', 'Choose two different tokens')
  if (!validSlippage(slippage)) return invalid('slippage-invalid', 'The slippage must be above 0 and at most 50 %')
  if (!amount?.trim()) return invalid('missing-amount', 'Enter an amount')
  const parsed = parseAmount(amount, from.decimals)
  if (!parsed.ok) {
    switch (parsed.reason) {
      case 'amount-negative':
        return invalid(parsed.reason, 'The amount cannot be negative')
      case 'amount-too-many-decimals':
        return invalid(parsed.reason, from.decimals === 0 ? `${from.symbol} has no decimals` : `${from.symbol} has at most ${from.decimals} decimals`)
      case 'amount-too-large':
        return invalid(parsed.reason, 'The amount is too large')
      default:
        return invalid(parsed.reason, 'The amount is not a number')
    }
  }
  if (parsed.value === 0n) return invalid('amount-zero', 'The amount must be greater than 0')
  if (balance !== undefined && parsed.value > balance) return invalid('amount-above-balance', `Insufficient ${from.symbol} balance`)
  return { valid: true, value: parsed.value }
}
