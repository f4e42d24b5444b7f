/**
 * How the Bitcoin transfer is made (bitcoin()'s `transfer` option): `feeTarget`, the confirmation
 * target in blocks whose `/fee-estimates` rate prices the transaction (default 6); `preferSendTransfer`,
 * let a sats-connect wallet that offers `sendTransfer` build, sign and broadcast the payment itself
 * instead of signing Berth's PSBT (default false: Berth builds, checks and broadcasts).
 */
export type BitcoinTransferOptions = { feeTarget?: number | undefined; preferSendTransfer?: boolean | undefined }
