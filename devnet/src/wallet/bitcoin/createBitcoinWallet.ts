import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardDisconnect,
  StandardEvents,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../constants'
import { parseParams } from '../parseParams'
import { invalidParams } from '../providerErrors'
import { BITCOIN_WALLET_CHAINS, isBitcoinWalletChain } from './bitcoinChains'
import {
  BitcoinConnect,
  type BitcoinConnectFeature,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
} from './bitcoinFeatures'
import type { BitcoinAccountKey } from './bitcoinKeyring'
import type { BitcoinOperations } from './bitcoinOperations'
import { connectInput, signMessageInput, signTransactionInput } from './bitcoinSchemas'

export type DevnetBitcoinFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardEventsFeature &
  StandardDisconnectFeature

export interface DevnetBitcoinWallet extends Wallet {
  readonly features: DevnetBitcoinFeatures
}

const ACCOUNT_FEATURES = [BitcoinSignMessage, BitcoinSignTransaction] as const
const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

/**
 * The Devnet Wallet's Bitcoin side as a wallet-standard Wallet, under the same name and icon as its
 * other sides. It exposes the selected account's payment and ordinal addresses once the page was
 * granted them (bitcoin:connect), and asks in the panel for that grant and every signature.
 */
export function createBitcoinWallet(
  operations: BitcoinOperations,
  authorized: () => boolean,
  revoke: () => void,
  listeners: Set<StandardEventsListeners['change']>,
) {
  const accountObjects = new Map<string, WalletAccount>()
  // One object per address, so a dapp comparing accounts by identity sees the same one.
  const accountOf = (key: BitcoinAccountKey): WalletAccount => {
    let account = accountObjects.get(key.address)
    if (!account) {
      account = new ReadonlyWalletAccount({
        address: key.address,
        publicKey: key.publicKey,
        chains: BITCOIN_WALLET_CHAINS,
        features: ACCOUNT_FEATURES,
        label: key.purpose === 'payment' ? 'Payment' : 'Ordinals',
      })
      accountObjects.set(key.address, account)
    }
    return account
  }
  const exposedAccounts = (): WalletAccount[] => (authorized() ? operations.accounts().map(accountOf) : [])
  const atLeastOne = (inputs: readonly unknown[], method: string) => {
    if (inputs.length === 0) throw invalidParams(`${method}: no input given`)
  }

  const features: DevnetBitcoinFeatures = {
    [BitcoinConnect]: {
      version: '1.0.0',
      async connect(input) {
        const purposes = parseParams(connectInput, input, BitcoinConnect)?.purposes ?? ['payment', 'ordinals']
        return { accounts: (await operations.connect(BitcoinConnect, purposes)).map(accountOf) }
      },
    },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      async signMessage(...raw) {
        atLeastOne(raw, BitcoinSignMessage)
        const inputs = raw.map((input) => parseParams(signMessageInput, input, BitcoinSignMessage))
        const results = []
        // One approval per message: each names its address and protocol.
        for (const input of inputs) {
          const signed = await operations.signMessage(BitcoinSignMessage, input.account.address, input.message, input.protocol ?? 'bip322')
          results.push({ signedMessage: input.message.slice(), signature: base64ToBytes(signed.signature) })
        }
        return results
      },
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      async signTransaction(...raw) {
        atLeastOne(raw, BitcoinSignTransaction)
        const inputs = raw.map((input) => parseParams(signTransactionInput, input, BitcoinSignTransaction))
        for (const input of inputs) {
          if (input.chain !== undefined && !isBitcoinWalletChain(input.chain)) {
            throw invalidParams(
              `${BitcoinSignTransaction}: chain ${input.chain} is not one of the Devnet Wallet's Bitcoin chains (${BITCOIN_WALLET_CHAINS.join(', ')})`,
            )
          }
        }
        const results = []
        for (const input of inputs) {
          const signing = input.inputsToSign.map((entry) => ({
            address: entry.account.address,
            indexes: entry.signingIndexes,
            ...(entry.sigHash ? { sighash: entry.sigHash } : {}),
          }))
          const signed = await operations.signPsbt(BitcoinSignTransaction, input.psbt, signing)
          results.push({ signedPsbt: signed.psbt })
        }
        return results
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') throw invalidParams(`${StandardEvents}: unknown event ${String(event)}; the wallet emits 'change'`)
        if (typeof listener !== 'function') throw invalidParams(`${StandardEvents}: the listener must be a function`)
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        revoke()
      },
    },
  }

  const wallet: DevnetBitcoinWallet = {
    version: '1.0.0',
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON as WalletIcon,
    chains: BITCOIN_WALLET_CHAINS,
    features,
    get accounts() {
      return exposedAccounts()
    },
  }
  return { wallet, exposedAccounts }
}
