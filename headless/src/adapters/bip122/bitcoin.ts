import type { Logger } from '../../storage/types.js'
import type { AdapterOption } from '../types.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { type BitcoinWalletKind, watchBitcoinWallets } from './discoverBitcoinWallets.js'
import type { BitcoinTransferOptions } from './transfer/transferOptions.js'

/** bitcoin()'s options. */
export type BitcoinParameters = {
  /** Where discovery says it skipped a wallet; createClient's logger unless set. */
  logger?: Logger
  /**
   * The wallet kinds to list, in order of preference when one wallet offers both under one name
   * (one connector per name): wallet-standard (`bitcoin:connect`) first, then sats-connect
   * (`window.btc_providers`), unless set. A kind left out is not listed.
   */
  walletKinds?: readonly BitcoinWalletKind[]
  /** How transfers are made: the fee target, and whether a sats-connect wallet's own sendTransfer is preferred. */
  transfer?: BitcoinTransferOptions
}

/**
 * createClient's Bitcoin option: `createClient({ networks: [mainnet, bitcoinMainnet], adapters: [bitcoin()] })`
 * lists wallet-standard Bitcoin wallets and sats-connect providers beside the EVM ones and connects,
 * signs and sends through them. Up front it loads discovery and the adapter's shell (with
 * bitcoinjs-lib's address check); the Esplora reads, signing and the PSBT transfer load when used.
 */
export function bitcoin(parameters: BitcoinParameters = {}): AdapterOption {
  return {
    namespace: 'bip122',
    setup(context) {
      const logger = parameters.logger ?? context.logger
      return {
        adapter: createBitcoinAdapter(context.timeouts, logger, context.networks, parameters.transfer),
        // wallet-standard keeps its own registry; sats-connect providers are listed on the page's window (`target`).
        discover: (target, onChange) => watchBitcoinWallets(target, onChange, logger, parameters.walletKinds),
      }
    },
  }
}
