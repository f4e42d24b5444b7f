/** A receipt is waited for 180 s, tolerating 6 failed polls in a row, until it has 1 confirmation. */
export const RECEIPT_TIMEOUT_MS = 180_000
export const RECEIPT_RETRY_COUNT = 6
export const RECEIPT_CONFIRMATIONS = 1
