import { createApiChains } from '../chains/apiChains'
import type { ApiStore } from '../store'

/** An API store that keeps nothing: for route tests whose answers need no record. */
export const emptyApiStore: ApiStore = {
  addEvent: async () => {},
  reports: async () => [],
  events: async () => [],
  settings: async () => ({}),
  saveSettings: async () => {},
  clear: async () => {},
}

/** The two devnet chains on a port nobody listens on (9 refuses at once): every chain read fails fast. */
export const unreachableDevnetChains = () =>
  createApiChains([
    { chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' },
    { chainId: 31338, name: 'Berth Devnet L2', url: 'http://127.0.0.1:9' },
  ])
