import { isLoopbackHost } from './loopback.js'

/**
 * The WalletConnect clients call hosted services (pulse, verify) besides the relay; these machines
 * have no route there, and Berth must work without them. Node-side tests refuse every fetch to a
 * host that is not loopback at once, so a flow that completes proves it needs none of them.
 */
/** Wraps globalThis.fetch; returns the refused URLs and the function that restores it. */
export function refuseOutsideFetch(): { refused: string[]; restore(): void } {
  const realFetch = globalThis.fetch
  const refused: string[] = []
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!isLoopbackHost(url)) {
      refused.push(url)
      throw new TypeError(`outside network refused in tests: ${url}`)
    }
    return realFetch(input, init)
  }) as typeof fetch
  return {
    refused,
    restore: () => {
      globalThis.fetch = realFetch
    },
  }
}
