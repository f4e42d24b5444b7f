import type { Logger } from '../../storage/types.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { watchSolanaWallets } from './discoverSolanaWallets.js'
import type { AdapterOption } from '../types.js'

/** solana()'s options. */
export type SolanaParameters = {
  /** Where discovery says it skipped a wallet; createClient's logger unless set. */
  logger?: Logger
}

/**
 * createClient's Solana option: `createClient({ networks: [mainnet, solanaMainnet], adapters: [solana()] })`
 * lists wallet-standard Solana wallets beside the EVM ones and connects, signs and sends through
 * them. Up front it loads discovery and the adapter's shell; @solana/kit's RPC and transaction code
 * load when a balance is read or a transfer prepared.
 */
export function solana(parameters: SolanaParameters = {}): AdapterOption {
  return {
    namespace: 'solana',
    // A base58 public key: 32 bytes are 32 to 44 base58 digits (no 0, O, I or l).
    storedAddress: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    setup(context) {
      const logger = parameters.logger ?? context.logger
      return {
        adapter: createSolanaAdapter(context.timeouts, logger),
        // wallet-standard keeps its own registry on the page's window: `target` is not needed to find wallets.
        discover: (_target, onChange) => watchSolanaWallets(onChange, logger),
      }
    },
  }
}
