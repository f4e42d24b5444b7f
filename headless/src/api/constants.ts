/** docs/api.md: every wallet-provider and data API call carries the SDK type and version. */
export const SDK_TYPE = 'berth'
export const SDK_VERSION = 'berth-0.1.0'

/** A call that has not answered in this time fails with ApiError 'Request timed out'. */
export const API_TIMEOUT_MS = 10_000
