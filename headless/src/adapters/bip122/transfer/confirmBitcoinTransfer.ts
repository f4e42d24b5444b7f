import { BaseError } from '../../../errors/BaseError.js'
import type { Bip122Network } from '../../../networks/defineBip122Network.js'
import { ConfirmationTimeoutError } from '../errors.js'
import { esploraClient } from '../esplora/esploraClient.js'

/** How long a transfer's confirmation is waited for unless `receiptTimeoutMs` says: one hour (Bitcoin blocks come every ten minutes on average). */
export const BITCOIN_CONFIRM_TIMEOUT_MS = 3_600_000
/** How often `/tx/:txid/status` is asked: a second, or a twentieth of the network's block time, at most 30 s. */
export const confirmPollMs = (network: Bip122Network): number => Math.min(30_000, Math.max(1_000, Math.floor((network.blockTime ?? 0) / 20)))

/** What confirmBitcoinTransfer waits for, and how long. */
export type ConfirmInput = { network: Bip122Network; txid: string; timeoutMs?: number | undefined; requestTimeoutMs?: number | undefined }

/**
 * Polls the network's Esplora API (`/tx/:txid/status`) until the transaction is in a block: its
 * height as `blockNumber`. A failed poll (the node hiccups) is tried again; past the wait,
 * ConfirmationTimeoutError (the last poll's error as its cause).
 */
export async function confirmBitcoinTransfer({
  network,
  txid,
  timeoutMs = BITCOIN_CONFIRM_TIMEOUT_MS,
  requestTimeoutMs,
}: ConfirmInput): Promise<{ blockNumber?: bigint }> {
  const client = esploraClient(network, requestTimeoutMs)
  const deadline = Date.now() + timeoutMs
  const interval = confirmPollMs(network)
  for (;;) {
    try {
      const status = await client.txStatus(txid)
      if (status.confirmed) return status.block_height === undefined ? {} : { blockNumber: BigInt(status.block_height) }
    } catch (error) {
      if (!(error instanceof BaseError)) throw error
    }
    if (Date.now() + interval > deadline) throw new ConfirmationTimeoutError(txid, timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
