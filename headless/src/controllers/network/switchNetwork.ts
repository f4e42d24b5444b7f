import type { ChainAdapter } from '../../adapters/types.js'
import type { Connector } from '../../adapters/connector.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { BaseError } from '../../errors/BaseError.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { ConnectionState } from '../connection/types.js'
import { connectedNamespaces } from '../connection/types.js'
import type { EventsController } from '../events/createEventsController.js'
import type { ModalController } from '../modal/createModalController.js'
import type { RouterController } from '../router/createRouterController.js'
import type { Store } from '../../store/createStore.js'
import type { NetworkController } from './createNetworkController.js'
import { decideNetworkSwitch } from './decideNetworkSwitch.js'

export type SwitchNetworkPorts = {
  network: NetworkController
  connection: Store<ConnectionState>
  activeConnector(): Connector | undefined
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  router: RouterController
  modal: ModalController
  alerts: AlertsController
  events: EventsController
}

/**
 * docs/views.md/§4 network switching: nothing if already active; otherwise the decided view while the
 * wallet confirms; back one view on failure; on success close if the previous network was not one
 * of the app's, else return to the view that opened the network list.
 */
export async function switchNetwork(ports: SwitchNetworkPorts, caipNetworkId: string): Promise<void> {
  const target = ports.network.find(caipNetworkId)
  if (!target) {
    ports.alerts.showAlert('error', 'Network not found')
    throw new NetworkNotFoundError(caipNetworkId)
  }
  const state = ports.network.store.get()
  const connection = ports.connection.get()
  const decision = decideNetworkSwitch(
    {
      activeCaipNetworkId: state.activeCaipNetworkId,
      activeNamespace: connection.activeNamespace,
      connectedNamespaces: connectedNamespaces(connection),
    },
    target,
  )
  if (decision.type === 'none') return

  const connector = ports.activeConnector()
  const previousWasListed = ports.network.find(state.activeCaipNetworkId) !== undefined
  if (!connector) {
    // No wallet to ask: the app's own active network changes.
    ports.network.setActive(target.caipNetworkId)
    ports.events.track('SWITCH_NETWORK', { network: target.caipNetworkId })
    return
  }

  ports.router.push(decision.view, { network: target })
  // The switch navigates only from its own view: a flow that took the modal over meanwhile (a
  // sign-in the new network asks for) keeps it.
  const stillOwnView = () => ports.router.current()?.view === decision.view
  try {
    const adapter = ports.adapters[connector.chain]
    if (!adapter) throw new AdapterNotFoundError(connector.chain)
    await adapter.switchNetwork(connector, target)
  } catch (error) {
    if (stillOwnView()) ports.router.goBack()
    if (error instanceof BaseError) ports.alerts.notify('error', error.shortMessage)
    throw error
  }
  ports.network.setActive(target.caipNetworkId)
  ports.events.track('SWITCH_NETWORK', { network: target.caipNetworkId })
  if (!ports.modal.store.get().open || !stillOwnView()) return
  if (!previousWasListed) ports.modal.close()
  else ports.router.afterNetworkSwitch()
}
