import type { Network } from '../networks/types.js'
import type { StorageBackend } from '../storage/types.js'
import type { ServerSiwxContext } from './serverSiwx.js'
import type { ServerSiwxParameters } from './serverSiwx.js'
import { lazySiwxConfig } from './lazySiwxConfig.js'
import type { LocalSiwxParameters } from './localSiwx.js'
import type { SiwxConfig } from './types.js'

/** What the client hands a config it builds: its API transport, page location, clock, storage and networks. */
export type SiwxSetupContext = ServerSiwxContext & { storage: StorageBackend | undefined; networks: readonly Network[] }

/** createClient's `siwx`: a ready config, or one built from the client's context (serverSiwx, localSiwx). */
export type SiwxOption = SiwxConfig | { setup(context: SiwxSetupContext): SiwxConfig }

/** `createClient({ siwx: serverSiwx({ required: true }) })`: sessions kept and verified by the data API. */
export function serverSiwx(parameters: ServerSiwxParameters = {}): SiwxOption {
  // Its requests and schemas load with the first sign-in check, after a connect.
  return {
    setup: (context) =>
      lazySiwxConfig(() => import('./serverSiwx.js').then(({ createServerSiwx }) => createServerSiwx(parameters, context)), parameters.required),
  }
}

export function resolveSiwx(option: SiwxOption | undefined, context: SiwxSetupContext): SiwxConfig | undefined {
  if (!option) return undefined
  return 'setup' in option ? option.setup(context) : option
}

/** `createClient({ siwx: localSiwx() })`: sessions verified on chain and kept in this browser. */
export function localSiwx(parameters: LocalSiwxParameters = {}): SiwxOption {
  // Its checks and schemas load with the first sign-in check, after a connect.
  return {
    setup: (context) => lazySiwxConfig(() => import('./localSiwx.js').then(({ createLocalSiwx }) => createLocalSiwx(parameters, context)), parameters.required),
  }
}
