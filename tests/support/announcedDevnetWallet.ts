import type { Eip1193Provider } from '@berth/headless'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'

/**
 * The real Devnet Wallet on the devnet L2 with account `account` selected, announced over EIP-6963 on
 * its own event target (pass it as createClient's `window`), and a record of every method the SDK
 * asked of it.
 */
export function announcedDevnetWallet({
  account,
  autoApprove = true,
  chains,
}: {
  account: number
  autoApprove?: boolean
  /** The chains and their nodes, for a devnet of a test's own on other ports; the shared devnet's by default. */
  chains?: { chainId: number; name: string; rpcUrl: string }[]
}) {
  const wallet = createDevnetWallet({ autoApprove, storage: memoryStorage(), accounts: 10, knownChainIds: [31337, 31338], ...(chains ? { chains } : {}) })
  wallet.selectAccount(account)
  wallet.setChain(31338)
  const walletCalls: string[] = []
  const provider: Eip1193Provider = {
    request: (args) => {
      walletCalls.push(args.method)
      return wallet.provider.request(args)
    },
    on: (event, listener) => wallet.provider.on(event, listener),
    removeListener: (event, listener) => wallet.provider.removeListener(event, listener),
  }
  const target = new EventTarget()
  const detail = Object.freeze({
    info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
    provider,
  })
  target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  return { wallet, walletCalls, target }
}
