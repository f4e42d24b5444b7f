import type { OnrampController, OnrampPorts } from './createOnrampController.js'

/**
 * The on-ramp controller as createClient hands it out: its code (the API calls, their schemas and
 * the rules) loads with its first call, when Buy shows, never in the page's first load.
 */
export function createLazyOnrampController(ports: OnrampPorts): OnrampController {
  let loading: Promise<OnrampController> | undefined
  const load = () =>
    (loading ??= import('./createOnrampController.js').then(
      ({ createOnrampController }) => createOnrampController(ports),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    options: (parameters) => load().then((controller) => controller.options(parameters)),
    quote: (parameters) => load().then((controller) => controller.quote(parameters)),
    buyUrl: (parameters) => load().then((controller) => controller.buyUrl(parameters)),
    purchases: (parameters) => load().then((controller) => controller.purchases(parameters)),
  }
}
