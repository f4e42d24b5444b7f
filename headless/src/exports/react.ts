export { BerthProvider, type BerthProviderProps } from '../react/BerthProvider.js'
export { useClient } from '../react/useClient.js'
export { useBerthQueryClient } from '../react/useBerthQueryClient.js'
export { useStore, shallowEqual } from '../react/useStore.js'
export { useAccount, type UseAccountParameters, type UseAccountReturnType } from '../react/useAccount.js'
export { useNetwork, type UseNetworkReturnType } from '../react/useNetwork.js'
export { useConnectors } from '../react/useConnectors.js'
export { useConnect, type UseConnectParameters, type UseConnectReturnType, type UseConnectErrorType } from '../react/useConnect.js'
export { useDisconnect, type UseDisconnectParameters, type UseDisconnectReturnType, type UseDisconnectErrorType } from '../react/useDisconnect.js'
export {
  useSwitchNetwork,
  type UseSwitchNetworkParameters,
  type UseSwitchNetworkReturnType,
  type UseSwitchNetworkErrorType,
} from '../react/useSwitchNetwork.js'
export { useSignMessage, type UseSignMessageParameters, type UseSignMessageReturnType, type UseSignMessageErrorType } from '../react/useSignMessage.js'
export {
  useSignTypedData,
  type UseSignTypedDataParameters,
  type UseSignTypedDataReturnType,
  type UseSignTypedDataErrorType,
} from '../react/useSignTypedData.js'
export {
  useSendTransaction,
  type UseSendTransactionParameters,
  type UseSendTransactionReturnType,
  type UseSendTransactionErrorType,
} from '../react/useSendTransaction.js'
export {
  useWaitForTransactionReceipt,
  type UseWaitForTransactionReceiptParameters,
  type UseWaitForTransactionReceiptReturnType,
  type UseWaitForTransactionReceiptErrorType,
} from '../react/useWaitForTransactionReceipt.js'
export { useBalance, type UseBalanceParameters, type UseBalanceReturnType, type UseBalanceErrorType } from '../react/useBalance.js'
export { useBalances, type UseBalancesParameters, type UseBalancesReturnType, type UseBalancesErrorType } from '../react/useBalances.js'
export { useModal } from '../react/useModal.js'
export { useAlerts } from '../react/useAlerts.js'
export { useFeatures } from '../react/useFeatures.js'
export { useWallets, type UseWalletsParameters, type UseWalletsReturnType, type UseWalletsErrorType } from '../react/useWallets.js'
export {
  useRecommendedWallets,
  type UseRecommendedWalletsParameters,
  type UseRecommendedWalletsReturnType,
  type UseRecommendedWalletsErrorType,
} from '../react/useRecommendedWallets.js'
export { useIdentity, type UseIdentityParameters, type UseIdentityReturnType, type UseIdentityErrorType } from '../react/useIdentity.js'
export { useRegisterName, type UseRegisterNameParameters, type UseRegisterNameReturnType, type UseRegisterNameErrorType } from '../react/useRegisterName.js'
export {
  useNameSuggestions,
  type UseNameSuggestionsParameters,
  type UseNameSuggestionsReturnType,
  type UseNameSuggestionsErrorType,
} from '../react/useNameSuggestions.js'
export { useResolveName, type UseResolveNameParameters, type UseResolveNameReturnType, type UseResolveNameErrorType } from '../react/useResolveName.js'
export { useNfts, type UseNftsParameters, type UseNftsReturnType, type UseNftsErrorType } from '../react/useNfts.js'
export { useTransactions, type UseTransactionsParameters, type UseTransactionsReturnType, type UseTransactionsErrorType } from '../react/useTransactions.js'
export { useSend, type UseSendParameters, type UseSendReturnType, type UseSendErrorType, type UseSendReceiptErrorType } from '../react/useSend.js'
export { usePreviewSend, type UsePreviewSendParameters, type UsePreviewSendReturnType, type UsePreviewSendErrorType } from '../react/usePreviewSend.js'
export { useSendState, type UseSendStateReturnType } from '../react/useSendState.js'
export { useSiwx, type UseSiwxReturnType } from '../react/useSiwx.js'
export { useSwapTokens, type UseSwapTokensParameters, type UseSwapTokensReturnType, type UseSwapTokensErrorType } from '../react/useSwapTokens.js'
export { useSwapQuote, type UseSwapQuoteParameters, type UseSwapQuoteReturnType, type UseSwapQuoteErrorType } from '../react/useSwapQuote.js'
export {
  useSwapAllowance,
  type UseSwapAllowanceParameters,
  type UseSwapAllowanceReturnType,
  type UseSwapAllowanceErrorType,
} from '../react/useSwapAllowance.js'
export { useApproveSwap, type UseApproveSwapParameters, type UseApproveSwapReturnType, type UseApproveSwapErrorType } from '../react/useApproveSwap.js'
export { useSwap, type UseSwapParameters, type UseSwapReturnType, type UseSwapErrorType } from '../react/useSwap.js'
export {
  useOnrampOptions,
  type UseOnrampOptionsParameters,
  type UseOnrampOptionsReturnType,
  type UseOnrampOptionsErrorType,
} from '../react/useOnrampOptions.js'
export { useOnrampQuote, type UseOnrampQuoteParameters, type UseOnrampQuoteReturnType, type UseOnrampQuoteErrorType } from '../react/useOnrampQuote.js'
export { useBuyUrl, type UseBuyUrlParameters, type UseBuyUrlReturnType, type UseBuyUrlErrorType } from '../react/useBuyUrl.js'
export {
  useOnrampPurchases,
  type UseOnrampPurchasesParameters,
  type UseOnrampPurchasesReturnType,
  type UseOnrampPurchasesErrorType,
} from '../react/useOnrampPurchases.js'
export { useEmailLogin, type UseEmailLoginParameters, type UseEmailLoginReturnType } from '../react/useEmailLogin.js'
export { useSocialLogin } from '../react/useSocialLogin.js'
export { useFarcasterLogin } from '../react/useFarcasterLogin.js'
export { useUpdateEmail, type UseUpdateEmailReturnType } from '../react/useUpdateEmail.js'
export { useEmbeddedUser, type EmbeddedUser } from '../react/useEmbeddedUser.js'
