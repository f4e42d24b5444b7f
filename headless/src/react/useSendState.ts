import type { SendController } from '../controllers/send/createSendController.js'
import type { SendState } from '../types/send.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectAll = (state: SendState) => state

/** The send form's state and its setters. */
export type UseSendStateReturnType = SendState &
  Pick<SendController, 'setToken' | 'setTokenAmount' | 'setReceiverAddress' | 'setReceiverProfileName' | 'setReceiverProfileImageUrl' | 'reset'>

/** The send form (token, amount, receiver and its name and avatar, loading) and its setters; useSend and usePreviewSend read it. */
export function useSendState(): UseSendStateReturnType {
  const { send } = useClient()
  const state = useStore(send.store, selectAll)
  return {
    ...state,
    setToken: send.setToken,
    setTokenAmount: send.setTokenAmount,
    setReceiverAddress: send.setReceiverAddress,
    setReceiverProfileName: send.setReceiverProfileName,
    setReceiverProfileImageUrl: send.setReceiverProfileImageUrl,
    reset: send.reset,
  }
}
