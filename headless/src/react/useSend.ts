import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query'
import type { SendParameters, SendResult, SubmittedSend } from '../types/send.js'
import { sendMutationOptions, sendReceiptQueryOptions, type SendErrorType, type SendMutationParameters, type SendReceiptErrorType } from '../query/send.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess runs when the wallet returns the hash, ...). */
export type UseSendParameters<TContext = unknown> = SendMutationParameters<TContext>
/** The errors `useSend().error` can hold, before the hash: 'Transaction rejected', the form's own, ... */
export type UseSendErrorType = SendErrorType
/** The errors `useSend().receipt.error` can hold, after the hash: 'Transaction reverted', 'Wait for receipt timed out', ... */
export type UseSendReceiptErrorType = SendReceiptErrorType
/** What useSend returns: TanStack's result, its `error` typed. */
export type UseSendReturnType<TContext = unknown> = UseMutationResult<SubmittedSend, UseSendErrorType, SendParameters | undefined, TContext> & {
  /** The confirmation of the last send: pending until mined, then its block and gas (`data`) or why it failed (`error`). */
  receipt: UseQueryResult<SendResult, UseSendReceiptErrorType>
}

/**
 * Sends a token: `mutate()` sends what the send form holds (useSendState), `mutate({ token,
 * amount, receiverAddress })` what is given. `data` (with the hash) arrives as soon as the wallet
 * returns it; `receipt` follows once the transfer is mined, and with it the 'Sent …'
 * notification, the balances' refresh and the form's reset.
 *
 * @example
 * const send = useSend()
 * if (send.receipt.isSuccess) return <p>Sent in block {String(send.receipt.data.blockNumber)}</p>
 * if (send.data) return <p>Waiting for {send.data.hash}…</p>
 * return <button onClick={() => send.mutate({ token, amount: '1.5', receiverAddress })}>Send</button>
 */
export function useSend<TContext = unknown>(parameters: UseSendParameters<TContext> = {}): UseSendReturnType<TContext> {
  const client = useClient()
  const mutation = useMutation(sendMutationOptions(client, parameters), useBerthQueryClient())
  const receipt = useQuery(sendReceiptQueryOptions(client, { submitted: mutation.data }), useBerthQueryClient())
  return { ...mutation, receipt }
}
