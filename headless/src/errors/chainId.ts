import { BaseError } from './BaseError.js'

// Its own module, not network.ts: that one is in a page's first load, and a class beside it would be
// kept there for the names controller (a lazy chunk), the only one that throws it.
/**
 * shortMessage 'Invalid chainId': nameCoinType's refusal of a chain id of 2^31 or more (SPEC §5) or
 * of a network that is not eip155. A chain id a wallet gives in the wrong form is an
 * InvalidProviderResponseError instead.
 */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(value: unknown) {
    super('Invalid chainId', { details: JSON.stringify(value) ?? String(value) })
  }
}
