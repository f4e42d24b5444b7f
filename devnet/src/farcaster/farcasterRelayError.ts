/** Why a call to the Farcaster sign-in relay failed. */
export type FarcasterRelayErrorCode = 'RELAY_UNREACHABLE' | 'RELAY_BAD_RESPONSE' | 'CHANNEL_GONE' | 'REJECTED' | 'TIMEOUT'

/** A failed call to the relay, or a sign-in that ended without a signature: `code` says which. */
export class FarcasterRelayError extends Error {
  override readonly name = 'FarcasterRelayError'
  readonly code: FarcasterRelayErrorCode

  constructor(code: FarcasterRelayErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
