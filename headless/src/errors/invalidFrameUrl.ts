import { BaseError } from './BaseError.js'

/** embeddedWallet() without an http(s) `frameUrl`: shortMessage 'Invalid frame URL'. */
export class InvalidFrameUrlError extends BaseError {
  override name = 'InvalidFrameUrlError'
  constructor(value: unknown) {
    super('Invalid frame URL', { details: `frameUrl ${JSON.stringify(value)} is not an http(s) URL` })
  }
}
