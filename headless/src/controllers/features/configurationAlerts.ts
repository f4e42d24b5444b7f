import type { ConfigurationError, ConfigurationOption } from '../../errors/configuration.js'
import type { AlertsController } from '../alerts/createAlertsController.js'

/** What the configuration alert says for each missing option: the option, and what it turns on. */
export const CONFIGURATION_ALERTS: Record<ConfigurationOption, string> = {
  projectId: 'Project ID Not Configured: pass the projectId of your project to createClient',
  apiUrl: 'API URL Not Configured: pass apiUrl (the data API) to createClient for balances, activity and names',
  walletApiUrl: 'API URL Not Configured: pass walletApiUrl (the wallet-provider API) to createClient for the project configuration and the wallet listing',
}

/** Shows the configuration alert for `error`: an error alert, since the part that needs the option stays off. */
export function showConfigurationAlert(alerts: Pick<AlertsController, 'showAlert'>, error: ConfigurationError): void {
  alerts.showAlert('error', CONFIGURATION_ALERTS[error.option])
}
