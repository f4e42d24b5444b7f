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
  /** The connector behind `namespace`'s connection (the active namespace's when left out), if connected. */
  activeConnector(namespace?: ChainNamespace): Connector | undefined
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  router: RouterController
  modal: ModalController
  alerts: AlertsController
  events: EventsController
}

/**
 * docs/views.md/§4 network switching: nothing if already active. A network of another namespace
 * where no account is connected yet, while one is here: SwitchActiveChain, whose button
 * (switchActiveChain) moves the app there and opens Connect. Otherwise the decided view while the
 * wallet of the target's namespace confirms (none is asked when its connection is already on the
 * target); back one view on failure; on success close if the previous network was not one of the
 * app's, else return to the view that opened the network list. The active namespace follows the
 * active network (the client keeps them together).
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
  if (decision.view === 'SwitchActiveChain') {
    ports.router.push('SwitchActiveChain', { network: target })
    return
  }

  const connector = ports.activeConnector(target.chainNamespace)
  const previousWasListed = ports.network.find(state.activeCaipNetworkId) !== undefined
  const targetConnection = connection.byNamespace[target.chainNamespace]
  if (!connector || targetConnection?.caipAddress?.startsWith(`${target.caipNetworkId}:`)) {
    // No wallet to ask, or its connection is on the target already: the app's own active network changes.
    ports.network.setActive(target.caipNetworkId)
    ports.events.track('SWITCH_NETWORK', { network: target.caipNetworkId })
    if (connector && ports.modal.store.get().open && ports.router.current()?.view === 'Networks') ports.router.afterNetworkSwitch()
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

/**
 * SwitchActiveChain's button: the app moves to `caipNetworkId`, a network of a namespace with no
 * account yet, and Connect opens in place of SwitchActiveChain to connect a wallet there.
 */
export function switchActiveChain(ports: Pick<SwitchNetworkPorts, 'network' | 'router' | 'events'>, caipNetworkId: string): void {
  const target = ports.network.find(caipNetworkId)
  if (!target) throw new NetworkNotFoundError(caipNetworkId)
  ports.network.setActive(target.caipNetworkId)
  ports.events.track('SWITCH_NETWORK', { network: target.caipNetworkId })
  ports.router.replace('Connect')
}
