export { hashKey } from '../query/hashKey.js'
export { berthKeys } from '../query/keys.js'
export { QUERY_RETRY, queryRetryDelay } from '../query/retry.js'
export { balanceQueryOptions, getBalance, NATIVE_BALANCE_STALE_MS, type BalanceParameters } from '../query/balance.js'
export { connectMutationOptions, type ConnectVariables } from '../query/connect.js'
export { disconnectMutationOptions } from '../query/disconnect.js'
export { switchNetworkMutationOptions } from '../query/switchNetwork.js'
export { signMessageMutationOptions, type SignMessageVariables } from '../query/signMessage.js'
export {
  walletsInfiniteQueryOptions,
  recommendedWalletsQueryOptions,
  walletKeys,
  WALLETS_STALE_MS,
  type WalletsParameters,
  type WalletsErrorType,
} from '../query/wallets.js'
export { tokenBalancesQueryOptions, PORTFOLIO_STALE_MS, type AccountQueryParameters } from '../query/tokenBalances.js'
export { transactionsInfiniteQueryOptions } from '../query/transactions.js'
export { identityQueryOptions, IDENTITY_STALE_MS } from '../query/identity.js'
export { nftsQueryOptions } from '../query/nfts.js'
export { sendMutationOptions, previewSendQueryOptions, type PreviewSendParameters, type PreviewSendErrorType, type SendErrorType } from '../query/send.js'
