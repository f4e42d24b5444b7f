/** The node refused a transaction: `reason` is its own reject reason (Bitcoin Core's wording). */
export class TxRejectedError extends Error {
  readonly reason: string
  /** Bitcoin Core's RPC error code for it: -25 missing or spent inputs, -26 refused by policy or consensus, -22 undecodable. */
  readonly rpcCode: number

  constructor(reason: string, rpcCode: number) {
    super(`transaction rejected: ${reason}`)
    this.name = 'TxRejectedError'
    this.reason = reason
    this.rpcCode = rpcCode
  }
}

interface BcoinVerifyError {
  type: 'VerifyError'
  reason: string
}

/** bcoin's VerifyError (what mempool.addTX throws for a refused transaction), or undefined for anything else. */
export function asVerifyError(error: unknown): BcoinVerifyError | undefined {
  return typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'VerifyError' &&
    typeof (error as { reason?: unknown }).reason === 'string'
    ? (error as BcoinVerifyError)
    : undefined
}

/** Bitcoin Core's RPC code for a reject reason. */
export function rpcCodeOfReason(reason: string): number {
  return reason === 'bad-txns-inputs-missingorspent' ? -25 : -26
}
