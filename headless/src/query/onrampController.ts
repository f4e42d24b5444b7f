import type { Client } from '../client.js'
import type { OnrampController } from '../controllers/onramp/createOnrampController.js'

const controllers = new WeakMap<Client, Promise<OnrampController>>()

/** The page's origin a checkout may send the buyer back to: createClient's `origin`, else the page's own. */
function pageOrigin(client: Client): string | undefined {
  // createClient keeps its `origin` parameter (tests and servers pass it) among the options.
  const given = (client.options as { origin?: unknown }).origin
  if (typeof given === 'string') return given
  return typeof location === 'undefined' ? undefined : location.origin
}

/**
 * The client's on-ramp controller (what it sells, quotes, the checkout URL, the purchases): created
 * with its first use and kept per client. Its code (the API calls, schemas and rules) loads then,
 * never with the client: a page that never shows Buy downloads none of it.
 *
 * @example
 * const onramp = await onrampController(client)
 * const options = await onramp.options()
 */
export function onrampController(client: Client): Promise<OnrampController> {
  let controller = controllers.get(client)
  if (!controller) {
    controller = import('../controllers/onramp/createOnrampController.js').then(({ createOnrampController }) =>
      createOnrampController({
        api: client.api,
        connection: client.connection,
        options: client.options,
        adapters: client.adapters,
        page: () => ({ origin: pageOrigin(client) }),
      }),
    )
    // A chunk that failed to load (the network dropped) is asked again next time.
    controller.catch(() => controllers.delete(client))
    controllers.set(client, controller)
  }
  return controller
}
