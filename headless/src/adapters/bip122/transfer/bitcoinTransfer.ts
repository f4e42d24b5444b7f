import type { Logger } from '../../../storage/types.js'
import type { Connector } from '../../connector.js'
import type { TransferPort } from '../../types.js'
import type { BitcoinWalletCalls } from '../walletCalls.js'
import { confirmBitcoinTransfer } from './confirmBitcoinTransfer.js'
import { prepareBitcoinTransfer } from './prepareBitcoinTransfer.js'
import { submitBitcoinTransfer } from './submitBitcoinTransfer.js'
import type { BitcoinTransferOptions } from './transferOptions.js'

/** What the Bitcoin adapter hands its transfer code: bitcoin()'s transfer options, and how to reach a connector's wallet. */
export type BitcoinTransferContext = BitcoinTransferOptions & { walletCalls(connector: Connector): BitcoinWalletCalls; logger: Logger }

/**
 * The Bitcoin send: BTC from the payment address, in a PSBT Berth builds (bitcoinjs-lib), the
 * wallet signs and Berth checks and broadcasts; confirmed by polling the Esplora API. Loaded with
 * the first preview or send (the Bitcoin adapter's loadTransfer).
 */
export function createBitcoinTransfer(context: BitcoinTransferContext): TransferPort {
  return {
    async prepare(request) {
      const prepared = await prepareBitcoinTransfer(request, context.feeTarget)
      const { network, psbt, preview } = prepared
      return {
        preview,
        async submit(connector) {
          const hash = await submitBitcoinTransfer({
            calls: context.walletCalls(connector),
            psbt,
            network,
            from: preview.from,
            receiver: preview.receiver,
            value: preview.value,
            timeouts: request.timeouts,
            preferSendTransfer: context.preferSendTransfer === true,
          })
          const confirm = () =>
            confirmBitcoinTransfer({ network, txid: hash, timeoutMs: request.options.receiptTimeoutMs, requestTimeoutMs: request.timeouts.requestTimeoutMs })
          return { hash, confirm }
        },
      }
    },
  }
}
