import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SendPreview } from '../types/send.js'
import { previewSendQueryOptions, type PreviewSendErrorType, type PreviewSendOptions } from '../query/send.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useSendState } from './useSendState.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** The send to preview (each field the send form's when left out), and TanStack `query` options. */
export type UsePreviewSendParameters<TData = SendPreview> = Omit<PreviewSendOptions<TData>, 'address' | 'caipNetworkId'>
/** What usePreviewSend returns: TanStack's result, its `error` typed. */
export type UsePreviewSendReturnType<TData = SendPreview> = UseQueryResult<TData, UsePreviewSendErrorType>
/** The errors `usePreviewSend().error` can hold: the form's ('An amount and receiver address are required', ...), a transfer that would fail, ... */
export type UsePreviewSendErrorType = PreviewSendErrorType

/** Gas and network fee of the send in the send state (or of the one given), for the connected account on the active network. */
export function usePreviewSend<TData = SendPreview>(parameters: UsePreviewSendParameters<TData> = {}): UsePreviewSendReturnType<TData> {
  const state = useSendState()
  const account = useActiveAccountParameters({})
  return useQuery(
    previewSendQueryOptions(useClient(), {
      ...parameters,
      ...account,
      token: parameters.token ?? state.token,
      amount: parameters.amount ?? state.sendTokenAmount,
      receiverAddress: parameters.receiverAddress ?? state.receiverAddress,
    }),
    useBerthQueryClient(),
  )
}
