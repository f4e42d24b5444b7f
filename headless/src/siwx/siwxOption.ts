import type { Network } from '../networks/types.js'
import type { StorageBackend } from '../storage/types.js'
import type { ServerSiwxContext } from './serverSiwx.js'
import { createServerSiwx, type ServerSiwxParameters } from './serverSiwx.js'
import { createLocalSiwx, type LocalSiwxParameters } from './localSiwx.js'
import type { SiwxConfig } from './types.js'

/** What the client hands a config it builds: its API transport, page location, clock, storage and networks. */
export type SiwxSetupContext = ServerSiwxContext & { storage: StorageBackend | undefined; networks: readonly Network[] }

/** createClient's `siwx`: a ready config, or one built from the client's context (serverSiwx, localSiwx). */
export type SiwxOption = SiwxConfig | { setup(context: SiwxSetupContext): SiwxConfig }

/** `createClient({ siwx: serverSiwx({ required: true }) })`: sessions kept and verified by the data API. */
export function serverSiwx(parameters: ServerSiwxParameters = {}): SiwxOption {
  return { setup: (context) => createServerSiwx(parameters, context) }
}

export function resolveSiwx(option: SiwxOption | undefined, context: SiwxSetupContext): SiwxConfig | undefined {
  if (!option) return undefined
  return 'setup' in option ? option.setup(context) : option
}

/** `createClient({ siwx: localSiwx() })`: sessions verified on chain and kept in this browser. */
export function localSiwx(parameters: LocalSiwxParameters = {}): SiwxOption {
  return { setup: (context) => createLocalSiwx(parameters, context) }
}
