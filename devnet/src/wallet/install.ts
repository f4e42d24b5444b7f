import { installDevnetWallet } from './installDevnetWallet'
import { installConfig } from './schemas'

declare global {
  interface Window {
    __berthDevnetWalletConfig?: unknown
  }
}

// The config is set by whoever injects us (a test's init script, a page): validate it, and fail
// loudly on typos rather than silently running with defaults.
const parsed = installConfig.safeParse(window.__berthDevnetWalletConfig ?? {})
if (!parsed.success) {
  console.error('[Devnet Wallet] invalid window.__berthDevnetWalletConfig, not installing', parsed.error.issues)
} else {
  installDevnetWallet(parsed.data)
}
