import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { safeLabel } from '../../safety/safeLabel.js'
import { safeImageUrl } from '../../safety/safeUrl.js'
import type { WalletStandardConnector } from '../connector.js'

/** The wallet-standard features a Solana wallet must have for Berth: connect, events, and one way to sign a transaction. */
export const REQUIRED_FEATURES = ['standard:connect', 'standard:events'] as const
export const TRANSACTION_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction'] as const

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isSolanaChain = (chain: unknown): chain is string => typeof chain === 'string' && chain.startsWith('solana:')

/** The feature's object when the wallet declares it with the method Berth calls, else undefined. */
export function walletFeature<T>(wallet: Wallet, name: string, method: string): T | undefined {
  const features: unknown = wallet.features
  if (!isObject(features)) return undefined
  const feature = features[name]
  return isObject(feature) && typeof feature[method] === 'function' ? (feature as T) : undefined
}

const METHOD_OF: Record<string, string> = {
  'standard:connect': 'connect',
  'standard:events': 'on',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
}

/**
 * Whether a registered wallet-standard wallet can be a Solana connector: `standard:connect`,
 * `standard:events`, `solana:signTransaction` or `solana:signAndSendTransaction` (each with its
 * method), and at least one `solana:` chain. Another script's object: checked field by field.
 */
export function isSolanaWallet(wallet: unknown): wallet is Wallet {
  if (!isObject(wallet) || typeof wallet.name !== 'string' || !Array.isArray(wallet.chains)) return false
  const has = (name: string) => walletFeature(wallet as unknown as Wallet, name, METHOD_OF[name]!) !== undefined
  return REQUIRED_FEATURES.every(has) && TRANSACTION_FEATURES.some(has) && wallet.chains.some(isSolanaChain)
}

/** 'solana.' and the wallet's name with every character outside [A-Za-z0-9_.-] as '-' (stored connector ids keep /^[A-Za-z0-9][\w.-]{0,254}$/). */
export function solanaConnectorId(name: string): string {
  return `solana.${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`
}

/**
 * The connector of a Solana wallet, or undefined when it is not one (isSolanaWallet) or its name
 * is empty once cleaned. The name is shown as text (safeLabel); the icon is kept only as a data:
 * image that safeImageUrl accepts (wallet-standard icons are data URIs by the standard).
 */
export function toSolanaConnector(wallet: unknown): WalletStandardConnector | undefined {
  if (!isSolanaWallet(wallet)) return undefined
  const name = safeLabel(wallet.name)
  if (!name) return undefined
  const icon: unknown = wallet.icon
  const imageUrl = typeof icon === 'string' && /^data:image\//i.test(icon.trim()) ? safeImageUrl(icon) : undefined
  return { id: solanaConnectorId(name), type: 'ANNOUNCED', name, chain: 'solana', provider: wallet, ...(imageUrl ? { imageUrl } : {}) }
}

/** The wallet's accounts that live on a Solana chain (an account without a chain list counts), in the wallet's order. */
export function solanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter(
    (account): account is WalletAccount =>
      isObject(account) &&
      typeof account.address === 'string' &&
      account.address.length > 0 &&
      (!Array.isArray(account.chains) || account.chains.length === 0 || account.chains.some(isSolanaChain)),
  )
}
