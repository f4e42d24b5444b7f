import { formatUnits } from 'viem'
import type { Balance, ChainAdapter } from '../../adapters/types.js'
import type { ApiClient } from '../../api/createApiClient.js'
import type { Identity } from '../../api/getIdentity.js'
import type { Nft } from '../../api/getNfts.js'
import type { TokenBalance } from '../../api/getTokenBalances.js'
import type { TransactionsPage } from '../../api/getTransactions.js'
import { TOKEN_BALANCE_UNAVAILABLE, TokenBalanceUnavailableError } from '../../errors/account.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { BaseError } from '../../errors/BaseError.js'
import { ConfigurationError } from '../../errors/configuration.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { Address, ChainNamespace } from '../../types/chain.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { EventsController } from '../events/createEventsController.js'
import { showConfigurationAlert } from '../features/configurationAlerts.js'
import type { NetworkController } from '../network/createNetworkController.js'

/** docs/constants.md: no balance fetch within 30 s of a failed one. */
export const BALANCE_RETRY_GUARD_MS = 30_000
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

export { TOKEN_BALANCE_UNAVAILABLE, TokenBalanceUnavailableError }

/** An account (as its namespace writes it: 0x… or base58) and the network to read it on. */
export type AccountOnNetwork = { address: string; caipNetworkId: CaipNetworkId }

/** A native balance with its value in whole units as a decimal string ('1.5'), as viem's formatUnits writes it. */
export type FormattedBalance = Balance & { formatted: string }

/**
 * What Account reads: the native balance from the chain, the rest from the data API, with its
 * guards, notifications and tracked events. A data API read the app's configuration rules out (no
 * project id, no apiUrl) makes no request: it raises the configuration alert and fails with the
 * ConfigurationError, arming no guard.
 */
export type AccountDataController = {
  /** The native balance of `address` on `caipNetworkId`, read from that network's own node. */
  balance(parameters: AccountOnNetwork): Promise<FormattedBalance>
  /** Token balances (native and ERC-20) from the data API; refused for 30 s after a failure. */
  balances(parameters: AccountOnNetwork & { signal?: AbortSignal }): Promise<TokenBalance[]>
  /** One page of the account's activity from the data API; a failure notifies 'Failed to fetch transactions'. */
  transactions(parameters: AccountOnNetwork & { cursor?: string; signal?: AbortSignal }): Promise<TransactionsPage>
  /** The account's name and avatar from the data API. */
  identity(parameters: { address: Address; signal?: AbortSignal }): Promise<Identity>
  /** The NFTs the account holds on the network, from the data API. */
  nfts(parameters: AccountOnNetwork & { signal?: AbortSignal }): Promise<Nft[]>
  /** The account just changed on chain (a send): its next balance read asks for fresh data. */
  markChanged(address: string): void
}

export type AccountDataPorts = {
  api: ApiClient
  alerts: AlertsController
  events: EventsController
  network: NetworkController
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  now: () => number
}

/** True when the last failure is old enough to try again (or there was none). */
export function canFetchBalance(lastFailureAt: number | undefined, now: number): boolean {
  return lastFailureAt === undefined || now - lastFailureAt >= BALANCE_RETRY_GUARD_MS
}

export function createAccountDataController({ api, alerts, events, network, adapters, now }: AccountDataPorts): AccountDataController {
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
    async balance({ address, caipNetworkId }) {
      const target = network.find(caipNetworkId)
      if (!target) throw new NetworkNotFoundError(caipNetworkId)
      const adapter = adapters[target.chainNamespace]
      if (!adapter) throw new AdapterNotFoundError(target.chainNamespace)
      const balance = await adapter.getBalance(target, address)
      return { ...balance, formatted: formatUnits(balance.value, balance.decimals) }
    },

    async balances({ address, caipNetworkId, signal }) {
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
