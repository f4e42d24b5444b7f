export { createClient, type Client, type CreateClientParameters } from '../client.js'
export type { BerthOptions, ResolvedOptions, ThemeMode, ThemeVariables } from '../options/types.js'
export type { AppMetadata } from '../types/appMetadata.js'

export { parseCaipNetworkId, formatCaipNetworkId, isCaipNetworkId, type CaipNetworkId } from '../caip/caipNetworkId.js'
export { parseCaipAddress, formatCaipAddress, isCaipAddress, type CaipAddress } from '../caip/caipAddress.js'
export { caipNetworkIdSchema, caipAddressSchema } from '../caip/caipSchemas.js'
export type { ChainNamespace, Address, Hex } from '../types/chain.js'

export { BaseError, type BaseErrorParameters } from '../errors/BaseError.js'
export { RpcCode } from '../errors/rpcCodes.js'
export * from '../errors/connection.js'
export * from '../errors/network.js'
export * from '../errors/chainId.js'
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
export { localStorageBackend, memoryBackend } from '../storage/backends.js'
export { cookieStorage, type CookieStorageParameters } from '../storage/cookieStorage.js'
export type { StorageBackend, Logger } from '../storage/types.js'
export { StoredValueRejectedError, InvalidCookieOptionError } from '../errors/storage.js'
// Server rendering: the initial state a server reads from the request's cookie.
export { cookieToInitialState } from '../cookieToInitialState.js'
export type { InitialState } from '../initialState.js'
export { CONNECTION_COOKIE_NAME } from '../storage/connectionCookie.js'

export type { Connector, ConnectorType } from '../adapters/connector.js'
export type { Eip1193Provider } from '../adapters/eip1193.js'
export type {
  Eip155Connector,
  WalletStandardConnector,
  SatsConnectConnector,
  SatsConnectProvider,
  WalletConnectBip122Connector,
} from '../adapters/connector.js'
export type {
  AdapterOption,
  AdapterSetup,
  AdapterSetupContext,
  AddressCheck,
  PreparedTransfer,
  SentTransfer,
  SignInInput,
  SignInOutput,
  TransferPort,
  TransferRequest,
  WalletAdapter,
  Balance,
  ChainAdapter,
  AdapterConnection,
  ConnectionAccount,
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

export { createStore, type Store } from '../store/createStore.js'
export type { ListedConnector, ConnectorSection, OrderConnectorsContext } from '../controllers/connectors/orderConnectors.js'
export type { ConnectorsState } from '../controllers/connectors/createConnectorsController.js'
export type { RecentWallet } from '../controllers/connectors/recentWallets.js'
export { selectActiveConnection, type ConnectionState, type ConnectionStatus, type NamespaceConnection } from '../controllers/connection/types.js'
export { selectActiveNetwork, isUnsupported, type NetworkState } from '../controllers/network/createNetworkController.js'
export { decideWalletRoute } from '../controllers/router/decideWalletRoute.js'
export type { ViewName, RouteEntry, RouteParams } from '../controllers/router/views.js'
export type { Notification, NotificationVariant, Alert, AlertVariant, Clock } from '../controllers/alerts/createAlertsController.js'
export type { TrackedEvent, TrackedEventName } from '../controllers/events/createEventsController.js'

export { ApiError, type ApiErrorParameters } from '../errors/api.js'
export { CONFIGURATION_ALERTS } from '../controllers/features/configurationAlerts.js'
export type { ApiClient } from '../api/createApiClient.js'
export { preloadFirstOpenCode } from '../preloadFirstOpenCode.js'
export { safeLinkUrl, safeImageUrl, type SafeImageUrlOptions } from '../safety/safeUrl.js'
export { safeLabel } from '../safety/safeLabel.js'
export type { RemoteFeature } from '../api/getFeatures.js'
export type { WalletListing, WalletLinks } from '../api/getWallets.js'
export type { FeatureId, LocalFeatureId, FeatureState, Features, FeaturesOption, FeaturesSource } from '../controllers/features/mergeFeatures.js'
export type { FeaturesState, FeaturesStatus, FeaturesController } from '../controllers/features/createFeaturesController.js'
export { WALLET_IMAGE_PREFETCH_COUNT, imagesToPrefetch, type ListedWallet, type WalletsPage } from '../controllers/walletListing/listing.js'
export type { WalletListingController, FetchWalletsPageParameters } from '../controllers/walletListing/createWalletListingController.js'
export type { ReportsController, ReportsState } from '../controllers/reports/createReportsController.js'
export type { TokenBalance, GetTokenBalancesParameters } from '../api/getTokenBalances.js'
export type { Transaction, TransactionTransfer, TransactionsPage, GetTransactionsParameters } from '../api/getTransactions.js'
export type { Identity, GetIdentityParameters } from '../api/getIdentity.js'
export type { NameAccount } from '../api/profile/nameAccount.js'
export type { NameSuggestion } from '../api/profile/getNameSuggestions.js'
export type { NamesController, NamesPorts, RegisteredName } from '../controllers/names/createNamesController.js'
export { validateAccountName, MIN_ACCOUNT_NAME_LENGTH } from '../controllers/names/validateAccountName.js'
export { nameCoinType } from '../controllers/names/nameCoinType.js'
export { buildRegistrationMessage, type RegistrationMessageFields } from '../controllers/names/buildRegistrationMessage.js'
export { ACCOUNT_NAME_ZONE, fullAccountName, accountNameLabel } from '../controllers/names/nameZone.js'
export * from '../errors/names.js'
export type { Nft, GetNftsParameters } from '../api/getNfts.js'
export type { AccountDataController, AccountOnNetwork, FormattedBalance } from '../controllers/account/createAccountDataController.js'
export type { TransactionMonth } from '../controllers/account/groupTransactions.js'
export * from '../errors/send.js'
export * from '../errors/transaction.js'
export type { SendController } from '../controllers/send/createSendController.js'
export { SENDING_MESSAGE } from '../controllers/send/createSendController.js'
export type {
  SendToken,
  SendState,
  SendParameters,
  SendPreview,
  Eip155SendPreview,
  SolanaSendPreview,
  Bip122SendPreview,
  SendResult,
  SubmittedSend,
  SentListener,
  SendOptions,
  FeeOverrides,
  TransactionRequest,
} from '../types/send.js'
export { validateSend, type ValidateSendInput, type SendValidation } from '../controllers/send/validateSend.js'
export * from '../errors/onramp.js'
export type { OnrampOptionsResponse } from '../api/getOnrampOptions.js'
export type { OnrampQuoteResponse } from '../api/getOnrampQuote.js'
export type {
  OnrampMoney,
  OnrampPaymentMethod,
  OnrampPaymentLimit,
  OnrampPaymentCurrency,
  OnrampNetwork,
  OnrampPurchaseCurrency,
  OnrampOptions,
  OnrampQuoteParameters,
  OnrampQuote,
  BuyUrlParameters,
  BuyUrl,
  OnrampPurchase,
  OnrampOption,
} from '../types/onramp.js'
export type { OnrampController, OnrampPorts, OnrampPurchasesParameters } from '../controllers/onramp/createOnrampController.js'
export { onrampController } from '../query/onrampController.js'
export { isOnrampNamespace, ONRAMP_NAMESPACES, BUILT_IN_RAMP_NETWORKS } from '../controllers/onramp/rampNetworkName.js'
export { checkOnrampAmount, type OnrampAmountCheck } from '../controllers/onramp/checkOnrampAmount.js'
export { newPurchases } from '../controllers/onramp/onrampPurchases.js'
export { FALLBACK_ONRAMP_OPTIONS, ONRAMP_FEE_RANGE_BPS } from '../controllers/onramp/fallbackOnrampOptions.js'
export { parseAmount, formatAmount, type ParsedAmount } from '../units/parseAmount.js'
export type { SiwxConfig, SiwxMessageData, SiwxSession } from '../siwx/types.js'
export { serverSiwx, localSiwx, type SiwxOption, type SiwxSetupContext } from '../siwx/siwxOption.js'
export type { LocalSiwxParameters } from '../siwx/localSiwx.js'
export type { ServerSiwxParameters } from '../siwx/serverSiwx.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { SiwxMessageInvalidError } from '../siwx/eip155/formatSiweMessage.js'
export type { SiwxController, SiwxState, SiwxStatus } from '../siwx/siwxState.js'
export * from '../errors/swap.js'
export type { SwapController, SwapNetworkParameters, SwapAllowanceParameters } from '../controllers/swap/createSwapController.js'
export type { SwapToken, SwapOptions, SwapParameters, SwapGasPrice, SwapQuote, SwapResult } from '../types/swap.js'
export { isSwapSupported, SWAP_SUPPORTED_NETWORKS, SWAP_SLIPPAGE } from '../controllers/swap/swapNetworks.js'
export { allowanceSufficient } from '../controllers/swap/allowanceSufficient.js'
export { minimumReceived, validSlippage } from '../controllers/swap/minimumReceived.js'
export { priceImpact, swapRate, usdValue, type PricedAmount } from '../controllers/swap/priceImpact.js'
export { validateSwap, type ValidateSwapInput, type SwapValidation } from '../controllers/swap/validateSwap.js'
