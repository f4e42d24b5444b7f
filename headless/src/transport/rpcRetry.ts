/** docs/constants.md: RPC retry 3 times, delay 150 ms doubling, on these HTTP statuses (the API client retries the same way). */
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])
