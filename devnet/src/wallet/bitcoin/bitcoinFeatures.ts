import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinPurpose } from './bitcoinKeyring'
import type { SighashName } from './sighashNames'

// The Bitcoin wallet-standard features as wallets ship them today (Exodus' bitcoin-wallet-standard
// names), written out here: the devnet depends on no Bitcoin wallet-standard package.

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    connect(input?: { readonly purposes?: readonly BitcoinPurpose[] }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  readonly protocol?: 'bip322' | 'ecdsa'
}

export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    signMessage(...inputs: readonly BitcoinSignMessageInput[]): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: SighashName }[]
  readonly chain?: string
}

export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    signTransaction(...inputs: readonly BitcoinSignTransactionInput[]): Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
