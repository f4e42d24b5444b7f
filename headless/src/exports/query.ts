export { berthKeys } from '../query/keys.js'
export {
  PORTFOLIO_STALE_MS,
  NATIVE_BALANCE_STALE_MS,
  NAME_STALE_MS,
  IDENTITY_STALE_MS,
  WALLETS_STALE_MS,
  QUERY_RETRY,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  queryRetryDelay,
  isRecoverableError,
  shouldRetryQuery,
} from '../query/policy.js'
export type {
  QueryOverrides,
  QueryParameter,
  InfiniteQueryOverrides,
  InfiniteQueryParameter,
  MutationOverrides,
  MutationParameter,
  BerthQueryOptions,
  BerthInfiniteQueryOptions,
  BerthMutationOptions,
} from '../query/options.js'
export {
  balanceQueryOptions,
  type BalanceParameters,
  type BalanceOptions,
  type BalanceData,
  type BalanceErrorType,
  type BalanceQueryKey,
} from '../query/balance.js'
export {
  balancesQueryOptions,
  type AccountQueryParameters,
  type BalancesOptions,
  type BalancesErrorType,
  type BalancesQueryKey,
} from '../query/balances.js'
export {
  transactionsInfiniteQueryOptions,
  type TransactionsOptions,
  type TransactionsData,
  type TransactionsErrorType,
  type TransactionsQueryKey,
} from '../query/transactions.js'
export {
  identityQueryOptions,
  type IdentityParameters,
  type IdentityOptions,
  type IdentityErrorType,
  type IdentityQueryKey,
} from '../query/identity.js'
export {
  resolveNameQueryOptions,
  nameSuggestionsQueryOptions,
  namesForAddressQueryOptions,
  type ResolveNameOptions,
  type ResolveNameErrorType,
  type ResolveNameQueryKey,
  type NameSuggestionsOptions,
  type NameSuggestionsErrorType,
  type NameSuggestionsQueryKey,
  type NamesForAddressOptions,
  type NamesForAddressErrorType,
  type NamesForAddressQueryKey,
} from '../query/names.js'
export { registerNameMutationOptions, type RegisterNameVariables, type RegisterNameOptions, type RegisterNameErrorType } from '../query/registerName.js'
export { nameKeys } from '../query/nameKeys.js'
export { nftsQueryOptions, type NftsOptions, type NftsErrorType, type NftsQueryKey } from '../query/nfts.js'
export {
  walletsInfiniteQueryOptions,
  recommendedWalletsQueryOptions,
  walletKeys,
  type WalletsParameters,
  type WalletsOptions,
  type WalletsData,
  type WalletsErrorType,
  type WalletsQueryKey,
  type RecommendedWalletsOptions,
  type RecommendedWalletsErrorType,
  type RecommendedWalletsQueryKey,
} from '../query/wallets.js'
export { connectMutationOptions, type ConnectVariables, type ConnectOptions, type ConnectErrorType } from '../query/connect.js'
export { disconnectMutationOptions, type DisconnectVariables, type DisconnectOptions, type DisconnectErrorType } from '../query/disconnect.js'
export { switchNetworkMutationOptions, type SwitchNetworkOptions, type SwitchNetworkErrorType } from '../query/switchNetwork.js'
export { signMessageMutationOptions, type SignMessageVariables, type SignMessageOptions, type SignMessageErrorType } from '../query/signMessage.js'
export { signTypedDataMutationOptions, type SignTypedDataVariables, type SignTypedDataOptions, type SignTypedDataErrorType } from '../query/signTypedData.js'
export {
  sendTransactionMutationOptions,
  type SendTransactionVariables,
  type SendTransactionOptions,
  type SendTransactionErrorType,
} from '../query/sendTransaction.js'
export {
  waitForTransactionReceiptQueryOptions,
  type WaitForTransactionReceiptQueryParameters,
  type WaitForTransactionReceiptOptions,
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptQueryKey,
} from '../query/waitForTransactionReceipt.js'
export {
  sendMutationOptions,
  sendReceiptQueryOptions,
  previewSendQueryOptions,
  type SendMutationParameters,
  type SendErrorType,
  type SendReceiptOptions,
  type SendReceiptErrorType,
  type SendReceiptQueryKey,
  type PreviewSendParameters,
  type PreviewSendOptions,
  type PreviewSendErrorType,
  type PreviewSendQueryKey,
} from '../query/send.js'
export { swapTokensQueryOptions, type SwapTokensOptions, type SwapTokensErrorType, type SwapTokensQueryKey } from '../query/swapTokens.js'
export { swapQuoteQueryOptions, type SwapQuoteOptions, type SwapQuoteErrorType, type SwapQuoteQueryKey } from '../query/swapQuote.js'
export { swapAllowanceQueryOptions, type SwapAllowanceOptions, type SwapAllowanceErrorType, type SwapAllowanceQueryKey } from '../query/swapAllowance.js'
export {
  approveSwapMutationOptions,
  swapMutationOptions,
  type ApproveSwapMutationParameters,
  type ApproveSwapErrorType,
  type SwapMutationParameters,
  type SwapErrorType,
} from '../query/swapMutations.js'
export { swapKeys } from '../query/swapKeys.js'
export {
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
  buyUrlMutationOptions,
  onrampPurchasesQueryOptions,
  ONRAMP_OPTIONS_STALE_MS,
  ONRAMP_QUOTE_STALE_MS,
  type OnrampOptionsParameters,
  type OnrampOptionsErrorType,
  type OnrampOptionsQueryKey,
  type OnrampQuoteInput,
  type OnrampQuoteOptions,
  type OnrampQuoteErrorType,
  type OnrampQuoteQueryKey,
  type BuyUrlMutationParameters,
  type BuyUrlErrorType,
  type OnrampPurchasesOptions,
  type OnrampPurchasesErrorType,
  type OnrampPurchasesQueryKey,
} from '../query/onramp.js'
export {
  sendEmailCodeMutationOptions,
  verifyEmailOtpMutationOptions,
  waitForDeviceMutationOptions,
  socialLoginMutationOptions,
  farcasterLoginMutationOptions,
  updateEmailMutationOptions,
  verifyUpdateEmailOtpMutationOptions,
  embeddedOf,
  type EmbeddedErrorType,
  type FarcasterLoginVariables,
} from '../query/embedded.js'
