import { useQuery } from '@tanstack/react-query'
import { previewSendQueryOptions, type PreviewSendParameters } from '../query/send.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useSendState } from './useSendState.js'

/** Gas and network fee of the send in the send state (or of the one given), for the connected account. */
export function usePreviewSend(parameters: Omit<PreviewSendParameters, 'address' | 'caipNetworkId'> = {}) {
  const state = useSendState()
  const account = useActiveAccountParameters()
  return useQuery(
    previewSendQueryOptions(useClient(), {
      ...account,
      token: parameters.token ?? state.token,
      amount: parameters.amount ?? state.sendTokenAmount,
      receiverAddress: parameters.receiverAddress ?? state.receiverAddress,
    }),
  )
}
