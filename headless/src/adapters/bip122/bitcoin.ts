import type { Logger } from '../../storage/types.js'
import type { Connector } from '../connector.js'
import type { AdapterOption } from '../types.js'
import { createBitcoinAdapter, type WalletCallsFor } from './createBitcoinAdapter.js'
import { type BitcoinWalletKind, watchBitcoinWallets } from './discoverBitcoinWallets.js'
import type { BitcoinTransferOptions } from './transfer/transferOptions.js'
import { walletConnectSide } from './walletConnectSide.js'

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
  /**
   * The wallet calls of a connector Berth's Bitcoin adapter does not know (a WalletConnect bip122
   * session, say): connect, sign and send through it go to these calls; undefined leaves the
   * connector to the built-in wallet-standard and sats-connect calls (and, when the client has the
   * walletConnect option, WalletConnect's bip122 side to its own).
   */
  walletCallsFor?: WalletCallsFor
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
    // A segwit address (bech32/bech32m, lowercase: bc1, tb1, bcrt1) or a base58check one (P2PKH, P2SH).
    storedAddress: /^((bc|tb|bcrt)1[a-z0-9]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/,
    setup(context) {
      const logger = parameters.logger ?? context.logger
      // With the walletConnect option, WalletConnect's bip122 side is listed first and reached through its calls.
      const side = context.walletConnect && walletConnectSide(context.walletConnect, context.timeouts)
      const walletCallsFor: WalletCallsFor = (connector, network) => parameters.walletCallsFor?.(connector, network) ?? side?.callsFor(connector, network)
      return {
        adapter: createBitcoinAdapter(context.timeouts, logger, context.networks, parameters.transfer, walletCallsFor),
        // wallet-standard keeps its own registry; sats-connect providers are listed on the page's window (`target`).
        discover(target, onChange) {
          const report = side ? (connectors: Connector[]) => onChange([side.connector, ...connectors]) : onChange
          report([])
          return watchBitcoinWallets(target, report, logger, parameters.walletKinds)
        },
      }
    },
  }
}
