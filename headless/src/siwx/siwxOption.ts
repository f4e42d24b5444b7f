import type { ServerSiwxContext } from './serverSiwx.js'
import { createServerSiwx, type ServerSiwxParameters } from './serverSiwx.js'
import type { SiwxConfig } from './types.js'

/** createClient's `siwx`: a ready config, or one built with the client's API transport (serverSiwx). */
export type SiwxOption = SiwxConfig | { setup(context: ServerSiwxContext): SiwxConfig }

/** `createClient({ siwx: serverSiwx({ required: true }) })`: sessions kept and verified by the data API. */
export function serverSiwx(parameters: ServerSiwxParameters = {}): SiwxOption {
  return { setup: (context) => createServerSiwx(parameters, context) }
}

export function resolveSiwx(option: SiwxOption | undefined, context: ServerSiwxContext): SiwxConfig | undefined {
  if (!option) return undefined
  return 'setup' in option ? option.setup(context) : option
}
