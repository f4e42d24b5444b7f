import type { Page } from 'playwright-core'

/**
 * What the Devnet Wallet reads from `window.__berthDevnetWalletConfig`, all optional (the wallet
 * validates it strictly: see installConfig in devnet/src/wallet/schemas.ts).
 */
export interface DevnetWalletConfig {
  autoApprove?: boolean
  knownChainIds?: number[]
  legacy?: boolean
  accounts?: number
  panel?: boolean
  chains?: unknown[]
  /** The Esplora API of the wallet's Bitcoin side (default Berth Bitcoin Regtest's, http://127.0.0.1:3002). */
  bitcoinEsploraUrl?: string
}

/** A request waiting for the user's decision in the Devnet Wallet. */
export interface PendingRequest {
  id: string | number
  method: string
  params?: unknown
  [key: string]: unknown
}

/** The page-side handle the wallet bundle installs (devnet/src/wallet/testHandle.ts). */
export interface DevnetWalletHandle {
  pending(): PendingRequest[] | Promise<PendingRequest[]>
  approve(id?: PendingRequest['id']): unknown
  reject(id?: PendingRequest['id']): unknown
  setAutoApprove(on: boolean): unknown
  accounts(): unknown
  solanaAccounts(): unknown
  solanaAuthorized(): unknown
  bitcoinAddresses(): unknown
  bitcoinAuthorized(): unknown
  selectAccount(index: number): unknown
  chainId(): unknown
  setChain(chainId: number): unknown
  disconnect(): unknown
  reset(): unknown
}

type HandleMethod = keyof DevnetWalletHandle

/** Drives `window.berthDevnetWallet` in one page from the test. */
export interface WalletDriver {
  pending(): Promise<PendingRequest[]>
  /** Approves the given request, or the oldest pending one. */
  approve(id?: PendingRequest['id']): Promise<void>
  /** Rejects the given request, or the oldest pending one (the dapp sees error 4001). */
  reject(id?: PendingRequest['id']): Promise<void>
  /** Polls until a request with this method is pending, and returns it. */
  waitForPending(method: string, options?: { timeoutMs?: number }): Promise<PendingRequest>
  setAutoApprove(on: boolean): Promise<void>
  accounts(): Promise<string[]>
  /** The Solana side's base58 addresses, index for index with accounts(). */
  solanaAccounts(): Promise<string[]>
  /** Whether the page was granted the Solana side (standard:connect or solana:signIn approved). */
  solanaAuthorized(): Promise<boolean>
  /** The selected account's Bitcoin addresses: payment (P2WPKH) then ordinal (P2TR). */
  bitcoinAddresses(): Promise<string[]>
  /** Whether the page was granted the Bitcoin side (getAddresses or bitcoin:connect approved). */
  bitcoinAuthorized(): Promise<boolean>
  selectAccount(index: number): Promise<void>
  chainId(): Promise<number | string>
  setChain(chainId: number): Promise<void>
  disconnect(): Promise<void>
  reset(): Promise<void>
}

async function call<T>(page: Page, method: HandleMethod, args: unknown[] = []): Promise<T> {
  return page.evaluate(
    async ([name, params]) => {
      // Typed here, not on Window: devnet/src/wallet declares that global itself.
      const handle = (window as unknown as { berthDevnetWallet?: DevnetWalletHandle }).berthDevnetWallet
      if (!handle) throw new Error('window.berthDevnetWallet is not installed in this page (was the page opened with wallet: false?)')
      const fn = handle[name] as (...a: unknown[]) => unknown
      return (await fn.apply(handle, params)) as never
    },
    [method, args] as const,
  ) as Promise<T>
}

export function walletDriver(page: Page): WalletDriver {
  return {
    pending: () => call<PendingRequest[]>(page, 'pending'),
    approve: async (id) => void (await call(page, 'approve', id === undefined ? [] : [id])),
    reject: async (id) => void (await call(page, 'reject', id === undefined ? [] : [id])),
    async waitForPending(method, { timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      let seen: string[] = []
      for (;;) {
        const pending = await call<PendingRequest[]>(page, 'pending')
        const match = pending.find((request) => request.method === method)
        if (match) return match
        seen = pending.map((request) => request.method)
        if (Date.now() > deadline) {
          throw new Error(`no pending ${method} in the Devnet Wallet after ${timeoutMs} ms (pending: ${seen.join(', ') || 'none'})`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    setAutoApprove: async (on) => void (await call(page, 'setAutoApprove', [on])),
    accounts: () => call<string[]>(page, 'accounts'),
    solanaAccounts: () => call<string[]>(page, 'solanaAccounts'),
    solanaAuthorized: () => call<boolean>(page, 'solanaAuthorized'),
    bitcoinAddresses: () => call<string[]>(page, 'bitcoinAddresses'),
    bitcoinAuthorized: () => call<boolean>(page, 'bitcoinAuthorized'),
    selectAccount: async (index) => void (await call(page, 'selectAccount', [index])),
    chainId: () => call<number | string>(page, 'chainId'),
    setChain: async (chainId) => void (await call(page, 'setChain', [chainId])),
    disconnect: async () => void (await call(page, 'disconnect')),
    reset: async () => void (await call(page, 'reset')),
  }
}
