import type { ApiTransport } from '../../api/request.js'
import type { NamesController, NamesPorts } from './createNamesController.js'

const loaded = new WeakMap<object, Promise<NamesController>>()

/** What the names controller is made from: the client (its API transport, connection and network). */
export type NamesOwner = { api: { transport: ApiTransport } } & Pick<NamesPorts, 'connection' | 'network'>

/**
 * The names controller of `client`, created with its first use (a name query, a registration, or
 * the embedded wallet's profile name): the controller, its endpoints and their schemas load then,
 * never in the page's first load. One per client; a failed load is tried again on the next call.
 */
export function lazyNamesController(client: NamesOwner): Promise<NamesController> {
  let controller = loaded.get(client)
  if (!controller) {
    controller = import('./createNamesController.js').then(({ createNamesController }) =>
      createNamesController({ transport: client.api.transport, connection: client.connection, network: client.network, now: Date.now }),
    )
    controller.catch(() => loaded.delete(client))
    loaded.set(client, controller)
  }
  return controller
}
