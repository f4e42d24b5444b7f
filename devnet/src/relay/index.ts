export { startRelay, type StartRelayOptions, type RunningRelay } from './startRelay'
export { probeRelay, type RelayProbe } from './probeRelay'
export { DEVNET_RELAY_PORT, DEVNET_RELAY_SERVICE } from './constants'
export type { RelayEvent, RelayEventType } from './relayLog'
