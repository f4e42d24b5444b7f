import type { Address, Hex } from '../types/chain.js'

/** A transaction the swap service built for the wallet to send: the call, its value and the gas it priced. */
export type SwapTransaction = {
  /** The account that sends it. */
  from: Address
  /** The contract called (the token for an approval, the router for a swap). */
  to: Address
  data: Hex
  /** Wei sent with the call. */
  value: bigint
  gas: bigint
  gasPrice: bigint
}
