import type { TransferPort } from '../../types.js'
import { confirmSolanaTransfer } from './confirmSolanaTransfer.js'
import { prepareSolanaTransfer } from './prepareSolanaTransfer.js'
import { submitSolanaTransfer } from './submitSolanaTransfer.js'

/**
 * The Solana send: SOL with the System program's transfer, SPL tokens with transferChecked. Loaded
 * with the first preview or send (the Solana adapter's loadTransfer), with @solana/kit's
 * transaction code and the two program clients.
 */
export const solanaTransfer: TransferPort = {
  async prepare(request) {
    const prepared = await prepareSolanaTransfer(request)
    const { network, timeouts, options } = request
    return {
      preview: prepared.preview,
      async submit(connector) {
        const hash = await submitSolanaTransfer(connector, { network, from: prepared.preview.from, transaction: prepared.transaction, timeouts })
        const confirm = () =>
          confirmSolanaTransfer({ network, signature: hash, lastValidBlockHeight: prepared.lifetime.lastValidBlockHeight, timeoutMs: options.receiptTimeoutMs })
        return { hash, confirm }
      },
    }
  },
}
