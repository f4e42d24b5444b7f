import type { SiwxConfig } from './types.js'

/** A sign-in config that can issue a request before the account is known (one-click sign-in), as both configs Berth ships do. */
export type OneClickSiwxConfig = SiwxConfig & Required<Pick<SiwxConfig, 'createAuthRequest'>>

/**
 * A SIWX config whose code (requests, response schemas, message checks) loads on first use, after
 * a connect, instead of in the page's first load. `getRequired` answers at once: the modal's close
 * rule reads it synchronously. The config is built once, so state it keeps (nonces) stays whole.
 */
export function lazySiwxConfig(load: () => Promise<OneClickSiwxConfig>, required: boolean | undefined): SiwxConfig {
  let loading: Promise<OneClickSiwxConfig> | undefined
  const config = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    createMessage: (input) => config().then((loaded) => loaded.createMessage(input)),
    createAuthRequest: (chainId) => config().then((loaded) => loaded.createAuthRequest(chainId)),
    addSession: (session) => config().then((loaded) => loaded.addSession(session)),
    getSessions: (chainId, address) => config().then((loaded) => loaded.getSessions(chainId, address)),
    revokeSession: (chainId, address) => config().then((loaded) => loaded.revokeSession(chainId, address)),
    getRequired: () => required ?? false,
  }
}
