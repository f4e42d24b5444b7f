import { SiwxAuthRequestUnsupportedError } from '../errors/siwx.js'
import type { SiwxConfig } from './types.js'

/**
 * A SIWX config whose code (requests, response schemas, message checks) loads on first use, after
 * a connect, instead of in the page's first load. `getRequired` answers at once: the modal's close
 * rule reads it synchronously. The config is built once, so state it keeps (nonces) stays whole.
 */
export function lazySiwxConfig(load: () => Promise<SiwxConfig>, required: boolean | undefined): SiwxConfig {
  let loading: Promise<SiwxConfig> | undefined
  const config = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    createMessage: (input) => config().then((loaded) => loaded.createMessage(input)),
    // Both configs Berth ships make requests before the account is known (one-click sign-in).
    createAuthRequest: (chainId) =>
      config().then((loaded) => {
        if (!loaded.createAuthRequest) throw new SiwxAuthRequestUnsupportedError()
        return loaded.createAuthRequest(chainId)
      }),
    addSession: (session) => config().then((loaded) => loaded.addSession(session)),
    getSessions: (chainId, address) => config().then((loaded) => loaded.getSessions(chainId, address)),
    revokeSession: (chainId, address) => config().then((loaded) => loaded.revokeSession(chainId, address)),
    getRequired: () => required ?? false,
  }
}
