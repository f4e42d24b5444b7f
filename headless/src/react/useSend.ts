import { useMutation } from '@tanstack/react-query'
import { sendMutationOptions } from '../query/send.js'
import { useClient } from './useClient.js'

/** `mutate()` sends what the send state holds; `mutate({ token, amount, receiverAddress })` overrides it. */
export const useSend = () => useMutation(sendMutationOptions(useClient()))
