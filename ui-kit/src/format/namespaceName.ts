import type { ChainNamespace } from '@berth/headless'

const NAMES: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

/** How the modal names a chain namespace: 'EVM', 'Solana', 'Bitcoin'. */
export function namespaceName(namespace: ChainNamespace): string {
  return NAMES[namespace] ?? namespace
}
