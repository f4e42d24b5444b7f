import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { berthKeys } from './keys.js'

type AccountOnNetwork = { caipNetworkId: CaipNetworkId | undefined; address: string | undefined }

/**
 * The swap's query keys, beside berthKeys (kept apart so that a page without swaps does not carry
 * them): quotes and allowances sit under berthKeys.account(address), so a swap or an approve of
 * that account drops them with its balances and activity.
 */
export const swapKeys = {
  /** The tokens the swap service trades on a network: the same for every account. */
  tokens: (caipNetworkId: CaipNetworkId | undefined) => [...berthKeys.all, 'swapTokens', caipNetworkId ?? ''] as const,
  /** A swap's quote for an account: a swap or approve of that account drops it. */
  quote: ({
    address,
    caipNetworkId,
    from,
    to,
    amount,
    slippage,
  }: AccountOnNetwork & { from: string | undefined; to: string | undefined; amount: string | undefined; slippage: number | undefined }) =>
    [
      ...berthKeys.account(address),
      'swapQuote',
      caipNetworkId ?? '',
      { from: from?.toLowerCase() ?? '', to: to?.toLowerCase() ?? '', amount: amount?.trim() ?? '', slippage: slippage ?? null },
    ] as const,
  /** What the swap router may take of a token (CAIP-10) from an account. */
  allowance: ({ address, token }: { address: string | undefined; token: string | undefined }) =>
    [...berthKeys.account(address), 'swapAllowance', token?.toLowerCase() ?? ''] as const,
}
