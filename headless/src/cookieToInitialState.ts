import * as z from 'zod/mini'
import type { CaipAddress } from './caip/caipAddress.js'
import type { Client } from './client.js'
import type { BerthOptions } from './options/types.js'
import {
  hasOneConnectionPerNamespace,
  isStoredCaipAddress,
  isStoredConnectorId,
  MAX_STORED_CONNECTIONS,
  STORED_CONNECTIONS_VERSION,
  type StoredConnectionRules,
} from './controllers/connection/storedConnections.js'
import { BaseError } from './errors/BaseError.js'
import type { InitialState } from './initialState.js'
import { CONNECTION_COOKIE_NAME, cookieValue, decodeConnectionCookie } from './storage/connectionCookie.js'

function initialStateSchema(rules: StoredConnectionRules) {
  const connection = z.object({
    connectorId: z.custom<string>((id) => isStoredConnectorId(id, rules), 'not a connector this client can have'),
    caipAddress: z.custom<CaipAddress>((value) => isStoredCaipAddress(value, rules), "not an address on one of this client's networks"),
  })
  return z.object({
    version: z.literal(STORED_CONNECTIONS_VERSION),
    connections: z.array(connection).check(
      z.maxLength(MAX_STORED_CONNECTIONS),
      z.refine((list) => hasOneConnectionPerNamespace(list), 'two connections for one namespace'),
    ),
  })
}

/**
 * The initial state a server renders a visitor's page with, from the request's Cookie header:
 * the connections `cookieStorage` remembered, checked against the client's networks and
 * connectors (give the client, or the options it is created with). Undefined when there is none; a cookie that is too large, badly encoded, of another
 * version or fails a check is ignored with a warning through the client's logger (the page then
 * renders disconnected, and the browser's own reconnect decides).
 *
 * ```tsx
 * const initialState = cookieToInitialState(client, (await headers()).get('cookie'))
 * ```
 */
export function cookieToInitialState(config: Pick<Client, 'options'> | BerthOptions, cookieHeader: string | null | undefined): InitialState | undefined {
  const raw = cookieValue(cookieHeader, CONNECTION_COOKIE_NAME)
  if (raw === undefined || raw === '') return undefined
  const options: BerthOptions = 'options' in config ? config.options : config
  const logger = options.logger ?? console
  const ignore = (reason: string) => {
    logger.warn(`[berth] ignored the ${CONNECTION_COOKIE_NAME} cookie: ${reason}`)
    return undefined
  }
  let value: unknown
  try {
    value = JSON.parse(decodeConnectionCookie(raw))
  } catch (error) {
    return ignore(error instanceof BaseError && error.details ? error.details : 'it is not JSON')
  }
  const version = value && typeof value === 'object' && 'version' in value ? value.version : undefined
  if (version !== STORED_CONNECTIONS_VERSION) {
    return ignore(`it was written by another version of Berth (version ${JSON.stringify(version ?? null)}; this one reads ${STORED_CONNECTIONS_VERSION})`)
  }
  const parsed = initialStateSchema({ networks: options.networks, walletConnect: options.walletConnect !== undefined, adapters: options.adapters }).safeParse(
    value,
  )
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    return ignore(issue ? `${issue.path.join('.') || 'value'}: ${issue.message}` : 'it fails its schema')
  }
  return parsed.data.connections.length > 0 ? parsed.data : undefined
}
