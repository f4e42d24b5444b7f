export { startDevnet, type Devnet, type DevnetApi, type DevnetRelay, type StartDevnetOptions } from './startDevnet'
export {
  devnetTokens,
  devnetCollections,
  devnetContracts,
  devnetErc20s,
  devnetErc721s,
  findDevnetContract,
  DEVNET_DEPLOYER_ADDRESS,
  DEVNET_TOKEN_CHAIN_IDS,
  type DevnetContract,
  type DevnetContractKey,
  type DevnetErc20,
  type DevnetErc721,
  type DevnetTokenChainId,
  devnetSmartAccount,
  devnetAccountFactory,
  devnetAccountFactoryAbi,
  devnetAccountFactoryData,
  counterfactualSmartAccount,
  type CounterfactualAccount,
} from './chain/tokens/devnetTokens'
export { setupDevnetContracts, type DevnetContractsSetup, type SetupDevnetContractsOptions } from './chain/tokens/setupDevnetContracts'
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
  type TokenBalance,
  type FungiblePrice,
  type HistoryEntry,
  type HistoryPage,
  type HistoryTransfer,
  type OperationType,
  type TransferDirection,
  type HeldNft,
  type TxDetails,
  type TxTransferDetails,
  type ChainIndexStatus,
  type ChainIndexState,
  type ApiChainConfig,
  type ApiSolanaChainConfig,
  type SupportedChain,
  type SupportedChains,
  INDEX_HEADERS,
  HISTORY_PAGE_SIZE,
  devnetUsdPrices,
  devnetIdentities,
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
export {
  startSolanaDevnet,
  DEVNET_SOLANA_SLOT_MS,
  type StartSolanaDevnetOptions,
  type RunningSolanaDevnet,
} from './solana/startSolanaDevnet'
export type { DevnetSolana } from './solana/startDevnetSolana'
export { probeSolanaRpc, type SolanaRpcProbe } from './solana/probeSolanaRpc'
export {
  DEVNET_SOLANA_CHAIN_ID,
  DEVNET_SOLANA_GENESIS_HASH,
  DEVNET_SOLANA_NAME,
  DEVNET_SOLANA_RPC_PORT,
  DEVNET_SOLANA_WS_PORT,
} from './solana/constants'
export {
  devnetSolanaAccounts,
  devnetSolanaUsdc,
  DEVNET_SOLANA_ACCOUNT_SOL,
  DEVNET_SOLANA_ACCOUNT_USDC,
  DEVNET_SOLANA_AUTHORITY,
  type DevnetSolanaAccount,
} from './solana/accounts'
export { deriveSolanaPrivateKey, solanaDerivationPath } from './solana/keys/deriveSolanaKey'
export {
  startBitcoinDevnet,
  DEVNET_BITCOIN_BLOCK_DELAY_MS,
  type StartBitcoinDevnetOptions,
  type RunningBitcoinDevnet,
} from './bitcoin/startBitcoinDevnet'
export type { DevnetBitcoin } from './bitcoin/startDevnetBitcoin'
export { probeBitcoinEsplora, type BitcoinEsploraProbe } from './bitcoin/probeBitcoinEsplora'
export {
  DEVNET_BITCOIN_CHAIN_ID,
  DEVNET_BITCOIN_NAME,
  DEVNET_BITCOIN_ESPLORA_PORT,
  DEVNET_BITCOIN_ACCOUNT_COUNT,
  DEVNET_BITCOIN_ACCOUNT_SATS,
  REGTEST_GENESIS_HASH,
} from './bitcoin/constants'
export { devnetBitcoinPaymentKeys, devnetPaymentPath, type DevnetBitcoinKey } from './bitcoin/keys/devnetBitcoinKeys'
export * from './mail/public'
export { startMailServer, type StartMailServerOptions, type RunningMailServer } from './mail/startMailServer'
export { probeMailServer, type DevnetMail, type DevnetMailOptions } from './mail/startDevnetMail'
export {
  createFarcasterApp,
  createFarcasterChannel,
  getFarcasterChannelStatus,
  waitForFarcasterChannel,
  devnetFarcasterAccounts,
  farcasterCustodyAccount,
  lookupFarcasterFid,
  probeFarcasterRelay,
  signFarcasterSignIn,
  startFarcasterServer,
  verifyFarcasterSignIn,
  DEVNET_FARCASTER_AUTH_KEY,
  DEVNET_FARCASTER_PORT,
  DEVNET_FARCASTER_SERVICE,
  FarcasterSignInError,
  FarcasterRelayError,
  type FarcasterChannelHandle,
  type FarcasterChannelStatus,
  type FarcasterRelayErrorCode,
  type DevnetFarcaster,
  type DevnetFarcasterAccount,
  type FarcasterIdRecord,
  type FarcasterSignInErrorCode,
  type VerifiedFarcasterSignIn,
  type VerifyFarcasterSignInParameters,
} from './farcaster'
export { startDevnetOidc, probeDevnetOidc, type DevnetOidc, type DevnetOidcOptions } from './oidc/startDevnetOidc'
export {
  DEVNET_OIDC_CLIENT_ID,
  DEVNET_OIDC_CLIENT_SECRET,
  DEVNET_OIDC_ISSUER,
  DEVNET_OIDC_PORT,
  DEVNET_OIDC_REDIRECT_URI,
  DEVNET_OIDC_SERVICE,
} from './oidc/devnetOidcClient'
export {
  DEVNET_IDENTITIES,
  DEVNET_SOCIAL_PROVIDERS,
  DEVNET_SOCIAL_PROVIDER_LABELS,
  identitiesOf,
  findIdentity,
  type DevnetIdentity,
  type DevnetSocialProvider,
} from './oidc/identities'
export {
  startSocialLogin,
  finishSocialLogin,
  type SocialIdentity,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  type FinishSocialLoginChecks,
} from './oidc/relyingParty'
export { SocialLoginError, type SocialLoginErrorCode } from './oidc/socialLoginError'
export { createCookieFetch, loginOverHttp, followLogin, submitLogin, type CookieFetch, type LoginStep } from './oidc/loginOverHttp'
export { DEVNET_FRAME_SERVICE } from './frame/createFrameApp'
export { DEVNET_FRAME_PORT, startFrameServer, type StartFrameServerOptions, type RunningFrameServer } from './frame/startFrameServer'
export type { DevnetFrame, DevnetFrameOptions } from './frame/startDevnetFrame'
export type { FrameNetwork } from './frame/frameNetworks'
export { LOGIN_CODE_SUBJECT, APPROVE_DEVICE_SUBJECT, EMAIL_CHANGE_SUBJECT, type FrameMail, type SendFrameMail } from './frame/auth/mail'
