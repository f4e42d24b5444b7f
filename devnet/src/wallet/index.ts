// The wallet as a library (no side effects), for tests and custom setups.
// '@berth/devnet/wallet' is the side-effect installer instead.
export { createDevnetWallet, type DevnetWallet, type DevnetWalletOptions, type DevnetProvider, type RequestArguments } from './createDevnetWallet'
export { installDevnetWallet, type InstallDevnetWalletOptions } from './installDevnetWallet'
export { mountPanel } from './panel'
export { announceProvider, type Eip6963ProviderInfo } from './announceProvider'
export { createTestHandle, type DevnetWalletHandle } from './testHandle'
export { ProviderRpcError } from './providerErrors'
export { memoryStorage, type KeyValueStorage } from './walletStorage'
export type { PendingRequest } from './approvals'
export type { KnownChain, InstallConfig } from './schemas'
export { DEVNET_WALLET_RDNS, DEVNET_WALLET_NAME, DEVNET_WALLET_STORAGE_KEY, DEVNET_WALLET_ICON } from './constants'
