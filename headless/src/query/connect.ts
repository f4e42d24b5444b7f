import type { Client } from '../client.js'
import type { ConnectResult } from '../controllers/connection/createConnectionController.js'
import type { RecentWallet } from '../controllers/connectors/recentWallets.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type {
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableWhileReconnectingError,
  FailedToConnectError,
  ModalClosedError,
} from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** A connector id, or the id with the listed wallet the user chose (recorded as the recent wallet). */
export type ConnectVariables = string | { connectorId: string; wallet?: RecentWallet }

/**
 * Every error a connect can end with: refused in the wallet (4001), failed (WalletConnect's relay
 * down or approval timed out are FailedToConnectError subclasses), an unknown connector, a connect
 * while the page still reconnects, or the modal closed while waiting.
 */
export type ConnectErrorType =
  | ConnectionRejectedError
  | FailedToConnectError
  | ConnectorNotFoundError
  | ConnectorUnavailableWhileReconnectingError
  | ModalClosedError
  | AdapterNotFoundError
  | InternalError

/** connectMutationOptions' parameters: TanStack `mutation` options (onSuccess, onError ...). */
export type ConnectOptions<TContext = unknown> = MutationParameter<ConnectResult, ConnectErrorType, ConnectVariables, TContext>

/** Asks a wallet for its accounts (prompts the user) and makes it the active connection. */
export function connectMutationOptions<TContext = unknown>(
  client: Client,
  options: ConnectOptions<TContext> = {},
): BerthMutationOptions<ConnectResult, ConnectErrorType, ConnectVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'connect'] as const,
    mutationFn: (variables) =>
      berthErrors(() =>
        typeof variables === 'string'
          ? client.connection.connect(variables)
          : client.connection.connect(variables.connectorId, variables.wallet ? { wallet: variables.wallet } : {}),
      ),
  }
}
