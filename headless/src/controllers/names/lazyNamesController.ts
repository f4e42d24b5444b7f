import type { NamesController, NamesPorts } from './createNamesController.js'

const loaded = new WeakMap<object, Promise<NamesController>>()

/**
 * The names controller of `owner` (the client), created with its first use: the controller, its
 * endpoints and their schemas load then, never in the page's first load. One per owner; a failed
 * load is tried again on the next call.
 */
export function lazyNamesController(owner: object, ports: () => NamesPorts): Promise<NamesController> {
  let controller = loaded.get(owner)
  if (!controller) {
    controller = import('./createNamesController.js').then(({ createNamesController }) => createNamesController(ports()))
    controller.catch(() => loaded.delete(owner))
    loaded.set(owner, controller)
  }
  return controller
}
