import type { Store } from '../../store/createStore.js'
import type { SendControllerPorts } from './createSendController.js'
import { failSend } from './failSend.js'
import type { SendInput } from './sendTransfer.js'
import { submitTransfer, type SubmittedTransfer } from './sendTransfer.js'
import type { SendState, SentListener, SubmittedSend } from '../../types/send.js'

/**
 * The send once the controller has set `loading` and shown 'Sending…': the wallet asked, the hash
 * returned, then the confirmation with its notification, the listeners and the reset. Loaded with
 * the first send, with the transfer's code, not in the page's first load.
 */
export async function completeSend(
  ports: SendControllerPorts,
  store: Store<SendState>,
  input: SendInput,
  listeners: ReadonlySet<SentListener>,
  reset: () => void,
): Promise<SubmittedSend> {
  const fail = (cause: unknown) => failSend(ports.alerts, store, cause)
  let submitted: SubmittedTransfer
  try {
    submitted = await submitTransfer(ports, input)
  } catch (cause) {
    throw fail(cause)
  }
  const receipt = submitted.confirm().then(
    (result) => {
      ports.alerts.notify('success', `Sent ${input.amount?.trim()} ${result.token.symbol}`)
      for (const listener of listeners) {
        try {
          listener(result)
        } catch (error) {
          ports.logger.error('[berth] an onSent listener failed', error)
        }
      }
      reset()
      return result
    },
    (cause: unknown) => {
      throw fail(cause)
    },
  )
  receipt.catch(() => undefined)
  return { ...submitted.sent, receipt }
}
