export { startDevnet, type Devnet, type DevnetApi, type DevnetRelay, type StartDevnetOptions } from './startDevnet'
export { devnetChains, devnetChainUrl, devnetChainKey, DEVNET_HOST, type DevnetChain } from './chain/chains'
export {
  devnetAccounts,
  DEVNET_MNEMONIC,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_ACCOUNT_BALANCE_ETH,
  type DevnetAccount,
} from './chain/accounts'
export { startAnvil, type AnvilInstance, type StartAnvilOptions } from './chain/startAnvil'
export type { RunningDevnetChain } from './chain/startDevnetChain'
export { DEVNET_WALLET_RDNS } from './wallet/constants'
export {
  startApiServer,
  probeApiServer,
  DEVNET_API_PORT,
  DEVNET_API_SERVICE,
  defaultRemoteFeatures,
  defaultAllowedOrigins,
  type StartApiServerOptions,
  type RunningApiServer,
  type WalletListingEntry,
  type WalletListingPage,
  type WalletBadgeType,
  type WalletListingFixture,
  type RemoteFeature,
  type FeatureId,
  type FeatureOverride,
  type ProjectSettings,
  type ProjectSettingsPatch,
  type StoredErrorReport,
  type StoredAnalyticsEvent,
  type Reason,
  type ReasonsBody,
} from './api'
export {
  startRelay,
  probeRelay,
  DEVNET_RELAY_PORT,
  DEVNET_RELAY_SERVICE,
  type StartRelayOptions,
  type RunningRelay,
  type RelayProbe,
  type RelayEvent,
  type RelayEventType,
} from './relay'
