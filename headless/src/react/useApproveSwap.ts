import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { approveSwapMutationOptions, type ApproveSwapErrorType, type ApproveSwapMutationParameters } from '../query/swapMutations.js'
import type { SwapParameters, SwapResult } from '../types/swap.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options. */
export type UseApproveSwapParameters<TContext = unknown> = ApproveSwapMutationParameters<TContext>
/** What useApproveSwap returns: TanStack's result, its `error` typed. */
export type UseApproveSwapReturnType<TContext = unknown> = UseMutationResult<SwapResult, UseApproveSwapErrorType, SwapParameters, TContext>
/** The errors `useApproveSwap().error` can hold ('Transaction rejected', 'The approval reverted' ...). */
export type UseApproveSwapErrorType = ApproveSwapErrorType

/**
 * Approves the swap router for the amount of `from` through the connected wallet; settles once
 * mined, and the account's allowance, quotes and balances refetch.
 *
 * @example
 * const approve = useApproveSwap()
 * <button onClick={() => approve.mutate({ from: usdc, to: dai, amount: '5' })}>Approve USDC</button>
 */
export function useApproveSwap<TContext = unknown>(parameters: UseApproveSwapParameters<TContext> = {}): UseApproveSwapReturnType<TContext> {
  return useMutation(approveSwapMutationOptions(useClient(), parameters), useBerthQueryClient())
}
