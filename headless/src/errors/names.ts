import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * A name registration without what it needs (SPEC §6): an active eip155 network, an address, and a
 * connection through the embedded wallet (a connector of type 'AUTH'). shortMessage 'Address or auth
 * connector not found'; `details` says which is missing.
 */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor(details: string) {
    super('Address or auth connector not found', { details })
  }
}

/** A name's addresses could not be read (the data API failed or answered out of shape): shortMessage 'Error resolving name'. */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

/** The names near a typed one could not be read: shortMessage 'Error fetching name suggestions'. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

/** An address's names could not be read: shortMessage 'Error fetching names for address'. */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

/**
 * A name registration failed after its checks passed, or its name broke the rules: shortMessage
 * 'Error registering name {name}'. `reason` is why, as a UI may show it under the field: the rule
 * broken, the API's refusal ('alice.berth.id is already taken'), or the wallet's ('Signature
 * declined'); `cause` is the error underneath.
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  /** The full name asked for (`alice.berth.id`). */
  readonly accountName: string
  /** Why it failed, in words a visitor can read. */
  readonly reason: string | undefined

  constructor(accountName: string, { reason, ...parameters }: BaseErrorParameters & { reason?: string | undefined } = {}) {
    const why = reason ?? (parameters.cause instanceof BaseError ? parameters.cause.shortMessage : undefined)
    super(`Error registering name ${accountName}`, { ...parameters, ...(why ? { details: why } : {}) })
    this.accountName = accountName
    this.reason = why
  }
}
