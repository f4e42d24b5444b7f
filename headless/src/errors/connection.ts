import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', { code: RpcCode.UserRejected, ...parameters })
  }
}

export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('No connector found for connection', { details: `connector ${JSON.stringify(connectorId)}` })
  }
}

export class ConnectorUnavailableWhileReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableWhileReconnectingError'
  constructor() {
    super('Connector unavailable while reconnecting')
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor() {
    super('Connector not connected')
  }
}

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
