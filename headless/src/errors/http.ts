import { BaseError, type BaseErrorParameters } from './BaseError.js'

export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  constructor(url: string, status: number | undefined, parameters: BaseErrorParameters = {}) {
    super('HTTP request failed', { details: `${status === undefined ? 'no response' : `status ${status}`} from ${url}`, ...parameters })
    this.status = status
  }
}

export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('RPC request failed', { ...parameters, details: `${method}${parameters.details ? `: ${parameters.details}` : ''}` })
  }
}
