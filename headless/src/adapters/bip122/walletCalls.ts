import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { ConnectionAccount } from '../types.js'

/** The inputs a wallet is asked to sign: by the address whose key signs them, their indexes in the PSBT. */
export type SignInputs = { address: string; indexes: number[] }[]

/** How a Bitcoin message is signed: BIP-322 "simple" (the default) or BIP-137 ('ecdsa'). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** One BTC payment the wallet builds and sends itself (sats-connect's sendTransfer), in satoshis. */
export type TransferRecipient = { address: string; amount: bigint }

/**
 * What the Bitcoin adapter asks of one wallet, whatever the way it speaks (wallet-standard,
 * sats-connect, or a route such as WalletConnect's): each kind implements these, so that a new one
 * plugs in beside the others. Every method bounds its wait by the `timeoutMs` it is given.
 */
export type BitcoinWalletCalls = {
  /** Asks for the payment and ordinal accounts (prompts the user), on `network`; they are checked by the adapter. */
  connect(network: Bip122Network, timeoutMs: number): Promise<ConnectionAccount[]>
  /** The accounts the wallet has already authorised for this page, without a prompt; undefined when it would have to ask. */
  reconnect(network: Bip122Network, timeoutMs: number): Promise<ConnectionAccount[] | undefined>
  disconnect(timeoutMs: number): Promise<void>
  /** Whether the wallet can act on `network` (the network is the app's: nothing to switch in the wallet). */
  supportsNetwork(network: Bip122Network, timeoutMs: number): Promise<boolean>
  /** Account changes, as the wallet tells them; returns the stop function. */
  watch(onAccounts: (accounts: ConnectionAccount[]) => void, onError: (error: unknown) => void): () => void
  /** Signs `message` with `account`; the signature in base64 (BIP-322's serialized witness, or BIP-137's 65 bytes). */
  signMessage(account: ConnectionAccount, message: string, protocol: BitcoinMessageProtocol, timeoutMs: number): Promise<string>
  /** Signs the listed inputs of a PSBT (base64) without broadcasting; the signed PSBT in base64. */
  signPsbt(psbt: string, signInputs: SignInputs, network: Bip122Network, timeoutMs: number): Promise<string>
  /** Where the wallet builds, signs and broadcasts a payment itself: the txid. */
  sendTransfer?(recipients: TransferRecipient[], timeoutMs: number): Promise<string>
}
