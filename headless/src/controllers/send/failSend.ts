import { BaseError } from '../../errors/BaseError.js'
import { SendFailedError } from '../../errors/send.js'
import type { Store } from '../../store/createStore.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { SendState } from '../../types/send.js'

/**
 * A send that failed, before or after the wallet gave its hash (or whose code could not load): its
 * error as a BaseError, shown in the error notification, and the form out of its loading state.
 */
export function failSend(alerts: Pick<AlertsController, 'notify'>, store: Store<SendState>, cause: unknown): BaseError {
  const error = cause instanceof BaseError ? cause : new SendFailedError({ cause })
  alerts.notify('error', error.shortMessage)
  if (store.get().loading) store.set({ loading: false })
  return error
}
