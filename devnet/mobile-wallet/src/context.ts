import type { BitcoinSigningOptions } from './bitcoinSignRequest'
import type { WalletSignClient } from './signClient'
import type { WalletState } from './state'
import type { Store } from './store'

/** What the wallet's action modules share: the state, the started client, and how to report. */
export interface WalletContext {
  store: Store<WalletState>
  /** The sign-client once started; rejects if it could not start. */
  client(): Promise<WalletSignClient>
  /** Sets the live region's text. */
  announce(text: string): void
  /** Shows an error in the page's alert. */
  fail(text: string): void
  /** Re-reads the live sessions from the client. */
  refreshSessions(): void
  now(): number
  /** Where Bitcoin requests read coins and broadcast (Berth Bitcoin Regtest's Esplora API unless a test says otherwise). */
  bitcoin?: BitcoinSigningOptions
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Removes a pending item from its list and returns it (undefined if already answered: a double click). */
export function takePending<K extends 'proposals' | 'auths' | 'requests'>(store: Store<WalletState>, key: K, id: number): WalletState[K][number] | undefined {
  const item = store.get()[key].find((entry) => entry.id === id)
  if (item) store.set((state) => ({ [key]: (state[key] as { id: number }[]).filter((entry) => entry.id !== id) }) as Partial<WalletState>)
  return item
}
