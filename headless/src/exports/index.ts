export { createClient, type Client, type CreateClientParameters } from '../client.js'
export type { BerthOptions, ResolvedOptions, ThemeMode, ThemeVariables, AppMetadata } from '../controllers/options/types.js'

export { parseCaipNetworkId, formatCaipNetworkId, isCaipNetworkId, type CaipNetworkId } from '../caip/caipNetworkId.js'
export { parseCaipAddress, formatCaipAddress, isCaipAddress, type CaipAddress } from '../caip/caipAddress.js'
export { caipNetworkIdSchema, caipAddressSchema } from '../caip/caipSchemas.js'
export type { ChainNamespace, Address, Hex } from '../types/chain.js'

export { BaseError, type BaseErrorParameters } from '../errors/BaseError.js'
export { RpcCode, rpcCodeOf } from '../errors/rpcCodes.js'
export * from '../errors/connection.js'
export * from '../errors/network.js'
export * from '../errors/provider.js'
export * from '../errors/http.js'
export * from '../errors/signature.js'
export * from '../errors/typedData.js'
export * from '../errors/configuration.js'
export * from '../errors/adapter.js'
export * from '../errors/namespace.js'
export * from '../errors/account.js'
export * from '../errors/siwx.js'
export * from '../errors/siwxSession.js'
export { InternalError, toBaseError } from '../errors/internal.js'
export { InvalidCaipError } from '../errors/caip.js'

export type { Network, NativeCurrency } from '../networks/types.js'
export { explorerTxUrl } from '../networks/explorerTxUrl.js'
export { localStorageBackend, memoryBackend, cookieBackend } from '../storage/backends.js'
export type { StorageBackend, Logger } from '../storage/types.js'

export type { Connector, ConnectorType } from '../adapters/connector.js'
export type { Eip1193Provider } from '../adapters/eip1193.js'
export type {
  Balance,
  ChainAdapter,
  AdapterConnection,
  AdapterEventHandlers,
  AdapterTimeouts,
  SignMessageRequest,
  SignTypedDataRequest,
  SendTransactionRequest,
  WaitForTransactionReceiptRequest,
  TransactionReceipt,
} from '../adapters/types.js'
export type {
  ConnectionController,
  ConnectResult,
  SignMessageParameters,
  SignTypedDataParameters,
} from '../controllers/connection/createConnectionController.js'
export type { TransactionPorts, SendTransactionParameters, WaitForTransactionReceiptParameters } from '../controllers/transaction/types.js'
export { sendTransaction } from '../controllers/transaction/sendTransaction.js'
export { waitForTransactionReceipt } from '../controllers/transaction/waitForTransactionReceipt.js'

export { createStore, type Store } from '../controllers/store.js'
export { orderConnectors, isExcluded, CONNECTOR_TYPE_ORDER, type ListedConnector, type ConnectorSection } from '../controllers/connectors/orderConnectors.js'
export type { ConnectorsState } from '../controllers/connectors/createConnectorsController.js'
export { addRecentWallet, MAX_RECENT_WALLETS, type RecentWallet } from '../controllers/connectors/recentWallets.js'
export { selectActiveConnection, type ConnectionState, type ConnectionStatus, type NamespaceConnection } from '../controllers/connection/types.js'
export { selectActiveNetwork, isUnsupported, type NetworkState } from '../controllers/network/createNetworkController.js'
export { decideNetworkSwitch } from '../controllers/network/decideNetworkSwitch.js'
export { shouldOpenUnsupportedChain } from '../controllers/network/decideUnsupportedChain.js'
export { decideBack } from '../controllers/router/decideBack.js'
export type { ViewName, RouteEntry, RouteParams } from '../controllers/router/views.js'
export {
  NOTIFICATION_SWAP_DELAY_MS,
  type Notification,
  type NotificationVariant,
  type Alert,
  type AlertVariant,
  type Clock,
} from '../controllers/alerts/createAlertsController.js'
export type { TrackedEvent, TrackedEventName } from '../controllers/events/createEventsController.js'

export { ApiError, type ApiErrorParameters } from '../errors/api.js'
export { createApiClient, normaliseBaseUrl, type ApiClient, type CreateApiClientParameters } from '../api/createApiClient.js'
export { preloadFirstOpenCode } from '../preloadFirstOpenCode.js'
export { SDK_TYPE, SDK_VERSION, DEFAULT_API_URL, API_TIMEOUT_MS } from '../api/constants.js'
export { apiRequest, apiUrlOf, parseResponse, firstReason, type ApiTransport, type ApiRequest } from '../api/request.js'
export { safeLinkUrl, safeImageUrl, isLoopbackUrl, BLOCKED_LINK_SCHEMES } from '../api/sanitize.js'
export {
  getFeatures,
  getFeaturesSchema,
  remoteFeatureSchema,
  type RemoteFeature,
  type GetFeaturesParameters,
  type GetFeaturesReturnType,
  type GetFeaturesErrorType,
} from '../api/getFeatures.js'
export {
  getAllowedOrigins,
  getAllowedOriginsSchema,
  type GetAllowedOriginsParameters,
  type GetAllowedOriginsReturnType,
  type GetAllowedOriginsErrorType,
} from '../api/getAllowedOrigins.js'
export {
  getWallets,
  getWalletsSchema,
  walletListingEntrySchema,
  normaliseWalletListing,
  type WalletListing,
  type WalletListingEntry,
  type WalletLinks,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  type GetWalletsErrorType,
} from '../api/getWallets.js'
export { walletImageUrl, type WalletImageUrlParameters, type WalletImageUrlReturnType } from '../api/walletImageUrl.js'
export {
  getAnalyticsConfig,
  getAnalyticsConfigSchema,
  type GetAnalyticsConfigParameters,
  type GetAnalyticsConfigReturnType,
  type GetAnalyticsConfigErrorType,
} from '../api/getAnalyticsConfig.js'
export {
  sendErrorReport,
  sendErrorReportSchema,
  errorReportPropsSchema,
  trackReportPropsSchema,
  type SendErrorReportParameters,
  type SendErrorReportReturnType,
  type SendErrorReportErrorType,
  type ErrorReportProps,
  type TrackReportProps,
} from '../api/sendErrorReport.js'
export {
  FEATURE_IDS,
  LOCAL_FEATURE_IDS,
  DEFAULT_FEATURES,
  LOCAL_CONFIGURATION_IGNORED_WARNING,
  mergeFeatures,
  hasLocalFeatures,
  type FeatureId,
  type LocalFeatureId,
  type FeatureState,
  type Features,
  type FeaturesOption,
  type FeaturesSource,
  type MergeFeaturesInput,
  type MergeFeaturesResult,
} from '../controllers/features/mergeFeatures.js'
export type { FeaturesState, FeaturesStatus, FeaturesController } from '../controllers/features/createFeaturesController.js'
export { ORIGIN_ALERTS, isOriginAllowed, decideOriginAlert, type OriginAlert, type OriginCheck } from '../controllers/features/checkAllowedOrigins.js'
export {
  RECOMMENDED_WALLETS_COUNT,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
  WALLET_IMAGE_PREFETCH_COUNT,
  MAX_WALLET_SEARCH_LENGTH,
  normaliseSearch,
  markInstalled,
  withoutExcluded,
  nextWalletsPage,
  pickRecommended,
  imagesToPrefetch,
  type ListedWallet,
  type WalletsPage,
} from '../controllers/walletListing/listing.js'
export type { WalletListingController, FetchWalletsPageParameters } from '../controllers/walletListing/createWalletListingController.js'
export { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS, decideErrorReport } from '../controllers/reports/decideErrorReport.js'
export { DEFAULT_ERROR_EVENT, type ReportsController, type ReportsState } from '../controllers/reports/createReportsController.js'
export type { TokenBalance, GetTokenBalancesParameters } from '../api/getTokenBalances.js'
export type { Transaction, TransactionTransfer, TransactionsPage, IndexStatus, GetTransactionsParameters } from '../api/getTransactions.js'
export type { Identity, GetIdentityParameters } from '../api/getIdentity.js'
export type { Nft, GetNftsParameters } from '../api/getNfts.js'
export {
  BALANCE_RETRY_GUARD_MS,
  FAILED_TO_FETCH_TRANSACTIONS,
  canFetchBalance,
  type AccountDataController,
  type AccountOnNetwork,
  type FormattedBalance,
} from '../controllers/account/createAccountDataController.js'
export { visibleTransactions } from '../controllers/account/visibleTransactions.js'
export { groupTransactionsByMonth, type TransactionMonth } from '../controllers/account/groupTransactions.js'
export * from '../errors/send.js'
export * from '../errors/transaction.js'
export type { SendController } from '../controllers/send/createSendController.js'
export { SENDING_MESSAGE } from '../controllers/send/createSendController.js'
export type {
  SendToken,
  SendState,
  SendParameters,
  SendPreview,
  SendResult,
  SubmittedSend,
  SentListener,
  SendOptions,
  FeeOverrides,
  TransactionRequest,
} from '../controllers/send/types.js'
export { validateSend, type ValidateSendInput, type SendValidation } from '../controllers/send/validateSend.js'
export { parseAmount, formatAmount, type ParsedAmount } from '../controllers/send/parseAmount.js'
export { checkFeeRequest, applyBaseFeeMultiplier, DEFAULT_BASE_FEE_MULTIPLIER } from '../controllers/send/feeChecks.js'
export { checkFeeCovered, type FeeCoverage } from '../controllers/send/checkFeeCovered.js'
export { pollingInterval, DEFAULT_BLOCK_TIME_MS, MIN_POLLING_INTERVAL_MS, MAX_POLLING_INTERVAL_MS } from '../controllers/send/pollingInterval.js'
export { isUsdtStyle, USDT_STYLE_TOKENS } from '../controllers/send/isUsdtStyle.js'
export { tokenContract } from '../controllers/send/tokenContract.js'
export { RECEIPT_TIMEOUT_MS, RECEIPT_RETRY_COUNT, RECEIPT_CONFIRMATIONS } from '../adapters/receiptDefaults.js'
export type { SiwxConfig, SiwxMessageData, SiwxSession } from '../siwx/types.js'
export { serverSiwx, localSiwx, type SiwxOption, type SiwxSetupContext } from '../siwx/siwxOption.js'
export type { LocalSiwxParameters } from '../siwx/localSiwx.js'
export type { ServerSiwxParameters } from '../siwx/serverSiwx.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { formatEip4361 } from '../siwx/eip155/formatEip4361.js'
export { shouldOpenSiwx, decideSiwxCancel, canCloseModal, assertOneSignInConfig, type SiwxCancelDecision } from '../siwx/rules.js'
export {
  SIGNATURE_DECLINED,
  SMART_ACCOUNT_UNSUPPORTED,
  type SiwxController,
  type SiwxState,
  type SiwxStatus,
} from '../siwx/createSiwxController.js'
