import type { Eip1193Provider, Eip1193RequestArguments } from '../adapters/eip1193.js'

type Handler = (args: Eip1193RequestArguments) => unknown

/**
 * A scripted EIP-1193 wallet for unit tests of rules and error paths only: it stands in for a
 * misbehaving wallet that the real devnet wallet cannot imitate. Flows run against the devnet.
 */
export function createScriptedProviderFake(handlers: Record<string, Handler>) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const calls: string[] = []
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args.method)
      const handler = handlers[args.method]
      if (!handler) throw { code: 4200, message: `${args.method} unsupported` }
      return handler(args)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    calls,
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

export function announceFake(target: EventTarget, info: Record<string, unknown>, provider: unknown) {
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}
