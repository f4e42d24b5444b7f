import type { SwapController } from './createSwapController.js'
import type { SwapPorts } from './swapPorts.js'

/**
 * The swap controller as createClient hands it out: its API calls, rules and wallet steps load with
 * the first swap call (the Swap view, a swap hook), never in the page's first load.
 */
export function createLazySwapController(ports: SwapPorts): SwapController {
  let loading: Promise<SwapController> | undefined
  const load = () =>
    (loading ??= import('./createSwapController.js').then(
      ({ createSwapController }) => createSwapController(ports),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    tokens: (parameters) => load().then((controller) => controller.tokens(parameters)),
    gasPrice: (parameters) => load().then((controller) => controller.gasPrice(parameters)),
    allowance: (parameters) => load().then((controller) => controller.allowance(parameters)),
    quote: (parameters) => load().then((controller) => controller.quote(parameters)),
    approve: (parameters) => load().then((controller) => controller.approve(parameters)),
    swap: (parameters) => load().then((controller) => controller.swap(parameters)),
  }
}
