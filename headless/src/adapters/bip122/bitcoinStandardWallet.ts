import type { Wallet } from '@wallet-standard/base'
import { safeLabel } from '../../safety/safeLabel.js'
import type { WalletStandardConnector } from '../connector.js'
import { walletFeature } from '../solana/solanaWallet.js'
import { isBitcoinChain } from './bitcoinChains.js'
import { bip122ConnectorId } from './connectorId.js'
import { walletIcon } from './walletIcon.js'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Whether a registered wallet-standard wallet can be a Bitcoin connector: `bitcoin:connect` with its
 * `connect` method, and at least one Bitcoin chain (`bitcoin:…` or a CAIP-2 `bip122:…`). Another
 * script's object: checked field by field.
 */
export function isBitcoinStandardWallet(wallet: unknown): wallet is Wallet {
  if (!isObject(wallet) || typeof wallet.name !== 'string' || !Array.isArray(wallet.chains)) return false
  return walletFeature(wallet as unknown as Wallet, 'bitcoin:connect', 'connect') !== undefined && wallet.chains.some(isBitcoinChain)
}

/**
 * The connector of a wallet-standard Bitcoin wallet, or undefined when it is not one or its name is
 * empty once cleaned. The name is shown as text (safeLabel); the icon is kept only as a data: image
 * that safeImageUrl accepts.
 */
export function toBitcoinStandardConnector(wallet: unknown): WalletStandardConnector | undefined {
  if (!isBitcoinStandardWallet(wallet)) return undefined
  const name = safeLabel(wallet.name)
  if (!name) return undefined
  const imageUrl = walletIcon(wallet.icon)
  return { id: bip122ConnectorId(name), type: 'ANNOUNCED', name, chain: 'bip122', provider: wallet, ...(imageUrl ? { imageUrl } : {}) }
}
