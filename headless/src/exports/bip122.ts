export { bitcoinMainnet, bitcoinTestnet4, bitcoinSignet } from '../networks/bip122.js'
export {
  defineBip122Network,
  BTC,
  type Bip122Network,
  type Bip122AddressParams,
  type SatsConnectNetworkName,
  type DefineBip122NetworkParameters,
} from '../networks/defineBip122Network.js'
export { bitcoin, type BitcoinParameters } from '../adapters/bip122/bitcoin.js'
export { createBitcoinAdapter, type WalletCallsFor } from '../adapters/bip122/createBitcoinAdapter.js'
export { checkBitcoinAddress } from '../adapters/bip122/address.js'
export { bip122ConnectorId } from '../adapters/bip122/connectorId.js'
export { isBitcoinStandardWallet, toBitcoinStandardConnector } from '../adapters/bip122/bitcoinStandardWallet.js'
export { toSatsConnectConnector, parseBtcProviderEntry, type BtcProviderEntry } from '../adapters/bip122/satsConnectProviders.js'
export { watchBitcoinWallets, type BitcoinWalletKind } from '../adapters/bip122/discoverBitcoinWallets.js'
export { bitcoinWalletCalls } from '../adapters/bip122/bitcoinWalletCalls.js'
export type { BitcoinWalletCalls, SignInputs, BitcoinMessageProtocol, TransferRecipient } from '../adapters/bip122/walletCalls.js'
export type { BitcoinAccountType } from '../adapters/bip122/bitcoinAccount.js'
export type { BitcoinTransferOptions } from '../adapters/bip122/transfer/transferOptions.js'
export { SatsConnectErrorCode, SatsConnectRequestError } from '../adapters/bip122/satsConnectError.js'
export { EsploraResponseError, TransactionRefusedByNodeError, PsbtMismatchError, ConfirmationTimeoutError } from '../adapters/bip122/errors.js'
export type { SatsConnectConnector, SatsConnectProvider } from '../adapters/connector.js'
export type { Bip122SendPreview } from '../types/send.js'
