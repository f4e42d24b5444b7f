import type { PendingRequest } from './approvals'
import type { DevnetWallet } from './createDevnetWallet'

/** What tests reach through page.evaluate(() => window.berthDevnetWallet...). Values stay JSON-serializable. */
export interface DevnetWalletHandle {
  pending(): PendingRequest[]
  approve(id?: number): void
  reject(id?: number): void
  setAutoApprove(value: boolean): void
  accounts(): `0x${string}`[]
  /** The Solana side's addresses, index for index with accounts(); its requests wait in the same queue. */
  solanaAccounts(): string[]
  solanaAuthorized(): boolean
  /** The selected account's Bitcoin addresses, payment then ordinal; its requests wait in the same queue. */
  bitcoinAddresses(): string[]
  bitcoinAuthorized(): boolean
  selectAccount(index: number): void
  chainId(): number
  setChain(chainId: number): void
  disconnect(): void
  reset(): void
}

export function createTestHandle(wallet: DevnetWallet): DevnetWalletHandle {
  return Object.freeze({
    pending: () => wallet.pending(),
    approve: (id?: number) => wallet.approve(id),
    reject: (id?: number) => wallet.reject(id),
    setAutoApprove: (value: boolean) => wallet.setAutoApprove(value),
    accounts: () => [...wallet.accounts()],
    solanaAccounts: () => [...wallet.solanaAccounts()],
    solanaAuthorized: () => wallet.state().solanaAuthorized,
    bitcoinAddresses: () => [...wallet.bitcoinAddresses()],
    bitcoinAuthorized: () => wallet.state().bitcoinAuthorized,
    selectAccount: (index: number) => wallet.selectAccount(index),
    chainId: () => wallet.state().chainId,
    setChain: (chainId: number) => wallet.setChain(chainId),
    disconnect: () => wallet.disconnect(),
    reset: () => wallet.reset(),
  })
}
