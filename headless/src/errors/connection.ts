import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

/**
 * The wallet (the visitor in it) declined the connection: code 4001, or WalletConnect's rejection
 * codes 5000 to 5003. shortMessage 'Connection rejected', `code` 4001.
 */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', { code: RpcCode.UserRejected, ...parameters })
  }
}

/**
 * Any other failed connect (the wallet's error in `cause`), or a wallet that returned no accounts:
 * shortMessage 'Failed to connect'. WalletConnect's relay and approval timeouts are subclasses.
 */
export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

/**
 * `connect` with an id no known connector has: shortMessage 'No connector found for connection', the
 * id in `details`.
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('No connector found for connection', { details: `connector ${JSON.stringify(connectorId)}` })
  }
}

/**
 * `connect` while a reload restores the remembered connection (the connection state's `reconnecting`):
 * shortMessage 'Connector unavailable while reconnecting'.
 */
export class ConnectorUnavailableWhileReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableWhileReconnectingError'
  constructor() {
    super('Connector unavailable while reconnecting')
  }
}

/** Signing or sending with no connected wallet: shortMessage 'Connector not connected'. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor() {
    super('Connector not connected')
  }
}

/**
 * shortMessage 'Failed to disconnect'. Exported for the catalogue, not thrown: a disconnect is local
 * first, and the wallet is told best effort.
 */
export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** docs/errors.md's flow failure: the user closed the modal while a connection was still waiting. */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}

/** The address asked for is not one of the connected wallet's accounts: the wallet must not be asked to sign or send with it. */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(address: string) {
    super('Account not found for connector', { details: `${address} is not an account of the connection` })
  }
}

/**
 * The app lists no network the connector could connect on (a Solana wallet in an EVM-only app, or a
 * wallet that names none of the app's chains).
 */
export class ConnectorChainsNotSupportedError extends BaseError {
  override name = 'ConnectorChainsNotSupportedError'
  constructor(connectorId: string) {
    super('The connector does not support any of the requested chains', { details: `connector ${JSON.stringify(connectorId)}` })
  }
}
