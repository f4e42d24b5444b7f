import type { ApiClient } from '../../api/createApiClient.js'
import type { Identity } from '../../api/getIdentity.js'
import type { Nft } from '../../api/getNfts.js'
import type { TokenBalance } from '../../api/getTokenBalances.js'
import type { TransactionsPage } from '../../api/getTransactions.js'
import { BaseError } from '../../errors/BaseError.js'
import { ConfigurationError } from '../../errors/configuration.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { EventsController } from '../events/createEventsController.js'
import { showConfigurationAlert } from '../features/configurationAlerts.js'
import type { NetworkController } from '../network/createNetworkController.js'

/** SPEC §9: no balance fetch within 30 s of a failed one. */
export const BALANCE_RETRY_GUARD_MS = 30_000
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(details: string, cause?: unknown) {
    super(TOKEN_BALANCE_UNAVAILABLE, { details, ...(cause === undefined ? {} : { cause }) })
  }
}

export type AccountOnNetwork = { address: string; caipNetworkId: string }

/**
 * What Account reads from the data API, with SPEC's guards, notifications and tracked events. A
 * read the app's configuration rules out (no project id, no apiUrl) makes no request: it raises
 * the configuration alert and fails with the ConfigurationError, arming no guard.
 */
export type AccountDataController = {
  tokenBalances(parameters: AccountOnNetwork & { signal?: AbortSignal }): Promise<TokenBalance[]>
  transactions(parameters: AccountOnNetwork & { cursor?: string; signal?: AbortSignal }): Promise<TransactionsPage>
  identity(parameters: { address: string; signal?: AbortSignal }): Promise<Identity>
  nfts(parameters: AccountOnNetwork & { signal?: AbortSignal }): Promise<Nft[]>
  /** The account just changed on chain (a send): its next balance read asks for fresh data. */
  markChanged(address: string): void
}

export type AccountDataPorts = {
  api: ApiClient
  alerts: AlertsController
  events: EventsController
  network: NetworkController
  now: () => number
}

/** True when the last failure is old enough to try again (or there was none). */
export function canFetchBalance(lastFailureAt: number | undefined, now: number): boolean {
  return lastFailureAt === undefined || now - lastFailureAt >= BALANCE_RETRY_GUARD_MS
}

export function createAccountDataController({ api, alerts, events, network, now }: AccountDataPorts): AccountDataController {
  const failures = new Map<string, number>()
  const changed = new Set<string>()
  const key = (address: string, caipNetworkId: string) => `${caipNetworkId}:${address.toLowerCase()}`
  const unavailable = (details: string, cause?: unknown) => {
    alerts.notify('error', TOKEN_BALANCE_UNAVAILABLE)
    return new TokenBalanceUnavailableError(details, cause)
  }
  // Says what is missing instead of what failed: trying again cannot help until the app passes it.
  const alertIfMisconfigured = (error: unknown): boolean => {
    if (!(error instanceof ConfigurationError)) return false
    showConfigurationAlert(alerts, error)
    return true
  }

  return {
    async tokenBalances({ address, caipNetworkId, signal }) {
      if (!network.find(caipNetworkId)) throw unavailable(`${caipNetworkId} is not a network of this app`)
      const id = key(address, caipNetworkId)
      if (!canFetchBalance(failures.get(id), now())) throw new TokenBalanceUnavailableError('the last attempt failed less than 30 s ago')
      const forceUpdate = changed.has(address.toLowerCase())
      try {
        const balances = await api.getTokenBalances({ address, chainId: caipNetworkId, forceUpdate, ...(signal ? { signal } : {}) })
        failures.delete(id)
        changed.delete(address.toLowerCase())
        return balances
      } catch (error) {
        if (signal?.aborted || alertIfMisconfigured(error)) throw error
        failures.set(id, now())
        throw unavailable(error instanceof BaseError ? error.shortMessage : String(error), error)
      }
    },

    async transactions({ address, caipNetworkId, cursor, signal }) {
      try {
        return await api.getTransactions({ account: address, chainId: caipNetworkId, ...(cursor ? { cursor } : {}), ...(signal ? { signal } : {}) })
      } catch (error) {
        if (signal?.aborted || alertIfMisconfigured(error)) throw error
        events.track('ERROR_FETCH_TRANSACTIONS', { address, caipNetworkId, cursor: cursor ?? null })
        alerts.notify('error', FAILED_TO_FETCH_TRANSACTIONS)
        throw error
      }
    },

    identity: ({ address, signal }) =>
      api.getIdentity({ address, sender: address, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
        alertIfMisconfigured(error)
        throw error
      }),

    nfts: ({ address, caipNetworkId, signal }) =>
      api.getNfts({ address, chainId: caipNetworkId, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
        alertIfMisconfigured(error)
        throw error
      }),

    markChanged(address) {
      changed.add(address.toLowerCase())
    },
  }
}
