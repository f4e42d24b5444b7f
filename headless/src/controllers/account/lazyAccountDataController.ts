import type { AccountDataController, AccountDataPorts } from './createAccountDataController.js'

/**
 * The account data controller as createClient hands it out: its reads (and their guards, alerts
 * and error texts) load with the first read, when Account shows, not in the page's first load.
 * A send confirmed before that is remembered and handed over, so the next balance read is fresh.
 */
export function createLazyAccountDataController(ports: AccountDataPorts): AccountDataController {
  const changed: string[] = []
  let loaded: AccountDataController | undefined
  let loading: Promise<AccountDataController> | undefined
  const load = () =>
    (loading ??= import('./createAccountDataController.js').then(
      ({ createAccountDataController }) => {
        loaded = createAccountDataController(ports)
        for (const address of changed.splice(0)) loaded.markChanged(address)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    balance: (parameters) => load().then((controller) => controller.balance(parameters)),
    balances: (parameters) => load().then((controller) => controller.balances(parameters)),
    transactions: (parameters) => load().then((controller) => controller.transactions(parameters)),
    identity: (parameters) => load().then((controller) => controller.identity(parameters)),
    nfts: (parameters) => load().then((controller) => controller.nfts(parameters)),
    markChanged(address) {
      if (loaded) loaded.markChanged(address)
      else changed.push(address)
    },
  }
}
