import type { AlertsState } from '../controllers/alerts/createAlertsController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectAll = (state: AlertsState) => state

/**
 * The notification (loading, success, error toast) and the alert the stock modal shows, with
 * their actions: a custom UI shows them its own way.
 */
export function useAlerts() {
  const client = useClient()
  const state = useStore(client.alerts.store, selectAll)
  return { ...state, notify: client.alerts.notify, hideNotification: client.alerts.hideNotification, closeAlert: client.alerts.closeAlert }
}
