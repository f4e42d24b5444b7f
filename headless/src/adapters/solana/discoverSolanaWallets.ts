import { getWallets } from '@wallet-standard/app'
import type { Logger } from '../../storage/types.js'
import type { WalletStandardConnector } from '../connector.js'
import { toSolanaConnector } from './solanaWallet.js'

/**
 * Lists the wallet-standard wallets that are Solana wallets (toSolanaConnector), now and as they
 * register or unregister, one per connector id (the first registered wins). A wallet without the
 * features is left out, and said once in the log.
 */
export function watchSolanaWallets(onChange: (connectors: WalletStandardConnector[]) => void, logger: Logger = console): () => void {
  const registry = getWallets()
  const skipped = new WeakSet<object>()
  const emit = () => {
    const byId = new Map<string, WalletStandardConnector>()
    for (const wallet of registry.get()) {
      const connector = toSolanaConnector(wallet)
      if (!connector) {
        if (typeof wallet === 'object' && wallet !== null && !skipped.has(wallet)) {
          skipped.add(wallet)
          if (Array.isArray(wallet.chains) && wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))) {
            logger.warn('[berth] ignored a wallet-standard Solana wallet without the required features or a name')
          }
        }
        continue
      }
      if (!byId.has(connector.id)) byId.set(connector.id, connector)
    }
    onChange([...byId.values()])
  }
  const offRegister = registry.on('register', emit)
  const offUnregister = registry.on('unregister', emit)
  emit()
  return () => {
    offRegister()
    offUnregister()
  }
}
