import { SendInProgressError } from '../../errors/send.js'
import type { Logger } from '../../storage/types.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import { createStore, type Store } from '../../store/createStore.js'
import { failSend } from './failSend.js'
import type { SendInput, SendPorts } from './sendTransfer.js'
import type { SendParameters, SendPreview, SendState, SendToken, SentListener, SubmittedSend } from '../../types/send.js'

/**
 * `client.send`: the send form's state (token, amount, receiver, the receiver's name and avatar),
 * its preview, and the send itself.
 */
export type SendController = {
  store: Store<SendState>
  setToken(token: SendToken | undefined): void
  setTokenAmount(amount: string | undefined): void
  setReceiverAddress(address: string | undefined): void
  setReceiverProfileName(name: string | undefined): void
  setReceiverProfileImageUrl(url: string | undefined): void
  /** Back to an empty form (also done after every confirmed send). */
  reset(): void
  /** The transfer and its network fee, checked as a send checks it; the wallet is not asked. */
  previewSend(parameters?: SendParameters): Promise<SendPreview>
  /**
   * Sends what the form holds (each field of `parameters` overrides it): loading on, the wallet
   * asked, and the hash returned as soon as the wallet gives it. The confirmation follows in
   * `receipt`: then the success notification, onSent (balances refresh), and the form resets. A
   * failure before the hash rejects this call; one after rejects `receipt`. Either shows its
   * error notification and leaves the form as it was.
   */
  send(parameters?: SendParameters): Promise<SubmittedSend>
  /** Called after each confirmed send, before the state resets; returns the unsubscribe. */
  onSent(listener: SentListener): () => void
}

export type SendControllerPorts = SendPorts & { alerts: Pick<AlertsController, 'notify'>; logger: Logger }

/** Shown while the wallet confirms and the receipt is awaited. */
export const SENDING_MESSAGE = 'Sending…'

// Every field named, so that set() (a merge) clears them all.
const emptyState = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  loading: false,
})

// The transfer itself (encoding, simulation, fees, receipt polling) loads on the first preview or
// send: an app that never sends does not download it.
const loadTransfer = () => import('./sendTransfer.js')

export function createSendController(ports: SendControllerPorts): SendController {
  const store = createStore<SendState>(emptyState())
  const listeners = new Set<SentListener>()
  const reset = () => store.set(emptyState())

  const inputOf = (parameters: SendParameters = {}): SendInput => {
    const state = store.get()
    return {
      token: parameters.token ?? state.token,
      amount: parameters.amount ?? state.sendTokenAmount,
      receiverAddress: parameters.receiverAddress ?? state.receiverAddress,
      fees: parameters.fees,
    }
  }

  return {
    store,
    setToken: (token) => store.set({ token }),
    setTokenAmount: (sendTokenAmount) => store.set({ sendTokenAmount }),
    setReceiverAddress: (receiverAddress) => store.set({ receiverAddress }),
    setReceiverProfileName: (receiverProfileName) => store.set({ receiverProfileName }),
    setReceiverProfileImageUrl: (receiverProfileImageUrl) => store.set({ receiverProfileImageUrl }),
    reset,

    async previewSend(parameters) {
      const { previewTransfer } = await loadTransfer()
      return previewTransfer(ports, inputOf(parameters))
    },

    async send(parameters) {
      if (store.get().loading) throw new SendInProgressError()
      const input = inputOf(parameters)
      store.set({ loading: true })
      ports.alerts.notify('loading', SENDING_MESSAGE)
      // The send's own code could not load (the network dropped): said as a failed send is.
      return import('./completeSend.js').then(
        ({ completeSend }) => completeSend(ports, store, input, listeners, reset),
        (cause: unknown) => {
          throw failSend(ports.alerts, store, cause)
        },
      )
    },

    onSent(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
