import type { Signature } from '@solana/kit'
import * as z from 'zod/mini'
import { TransactionRevertedError, WaitForReceiptTimeoutError } from '../../../errors/transaction.js'
import type { Network } from '../../../networks/types.js'
import { BlockhashExpiredError } from '../errors.js'
import { lamportsSchema } from '../getSolanaBalance.js'
import { networkSolanaRpc, readRpc } from '../solanaRpc.js'

/** How long a send is waited for unless the `send` option says otherwise (docs/constants.md's receipt wait). */
export const DEFAULT_CONFIRM_TIMEOUT_MS = 180_000
/** A slot is about 400 ms: a status is asked about once a slot. */
const POLL_MS = 400

const statusSchema = z.object({
  value: z.tuple([
    z.nullable(
      z.object({
        slot: lamportsSchema,
        err: z.unknown(),
        confirmationStatus: z.nullable(z.enum(['processed', 'confirmed', 'finalized'])),
      }),
    ),
  ]),
})

export type ConfirmInput = { network: Network; signature: string; lastValidBlockHeight: bigint; timeoutMs?: number | undefined; pollMs?: number }

/**
 * Polls getSignatureStatuses until the transaction is confirmed (or finalized), and resolves with
 * its slot. It fails when the transaction failed on chain (the fee was paid, nothing moved), when
 * its blockhash expired before it landed (it never will), or after `timeoutMs`.
 */
export async function confirmSolanaTransfer({
  network,
  signature,
  lastValidBlockHeight,
  timeoutMs = DEFAULT_CONFIRM_TIMEOUT_MS,
  pollMs = POLL_MS,
}: ConfirmInput): Promise<{ blockNumber: bigint }> {
  const { rpc, url } = networkSolanaRpc(network)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await readRpc('getSignatureStatuses', url, rpc.getSignatureStatuses([signature as Signature]), statusSchema)
    if (status?.err) throw new TransactionRevertedError(signature, { details: `transaction ${signature} failed: ${describe(status.err)}` })
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return { blockNumber: status.slot }
    if (!status) {
      const height = await readRpc('getBlockHeight', url, rpc.getBlockHeight({ commitment: 'confirmed' }), lamportsSchema)
      if (height > lastValidBlockHeight)
        throw new BlockhashExpiredError({ details: `transaction ${signature} did not land before block height ${lastValidBlockHeight}` })
    }
    if (Date.now() + pollMs > deadline) throw new WaitForReceiptTimeoutError(signature, timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

function describe(err: unknown): string {
  return JSON.stringify(err, (_, value) => (typeof value === 'bigint' ? value.toString() : value))
}
