export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'
type Listener = (payload: unknown) => void

/** The EIP-1193 event surface. A throwing dapp listener must not break the wallet or other listeners. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: ProviderEvent, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(`[Devnet Wallet] ${event} listener threw`, error)
        }
      }
    },
  }
}
export type Emitter = ReturnType<typeof createEmitter>
