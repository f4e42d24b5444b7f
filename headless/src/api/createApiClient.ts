import { API_TIMEOUT_MS } from './constants.js'
import type { GetAllowedOriginsParameters, GetAllowedOriginsReturnType } from './getAllowedOrigins.js'
import type { GetAnalyticsConfigParameters, GetAnalyticsConfigReturnType } from './getAnalyticsConfig.js'
import type { GetFeaturesParameters, GetFeaturesReturnType } from './getFeatures.js'
import type { GetWalletsParameters, GetWalletsReturnType } from './getWallets.js'
import { RPC_RETRY_DELAY_MS } from '../transport/rpcRetry.js'
import type { ApiTransport } from './request.js'
import type { SendErrorReportParameters } from './sendErrorReport.js'
import type { GetIdentityParameters, Identity } from './getIdentity.js'
import type { GetNftsParameters, Nft } from './getNfts.js'
import type { GetTokenBalancesParameters, TokenBalance } from './getTokenBalances.js'
import type { GetTransactionsParameters, TransactionsPage } from './getTransactions.js'
import { walletImageUrl } from './walletImageUrl.js'

export type CreateApiClientParameters = {
  projectId?: string | undefined
  /** Data API base. None: the data API's calls are off (they fail with a ConfigurationError). */
  apiUrl?: string | undefined
  /** Wallet-provider API base. None: its calls are off, and wallet images have no URL. */
  walletApiUrl?: string | undefined
  fetch?: typeof fetch | undefined
  /** First retry delay, doubling (docs/constants.md: 150 ms). */
  retryDelayMs?: number | undefined
  timeoutMs?: number | undefined
}

/**
 * `client.api`: one method per endpoint of the wallet-provider and data APIs, each loaded on its first
 * call and every answer checked against its schema. A failure is an ApiError; a call whose project
 * id or base URL was not given requests nothing and fails with a ConfigurationError.
 */
export type ApiClient = {
  transport: ApiTransport
  getFeatures(parameters?: GetFeaturesParameters): Promise<GetFeaturesReturnType>
  getAllowedOrigins(parameters?: GetAllowedOriginsParameters): Promise<GetAllowedOriginsReturnType>
  getWallets(parameters: GetWalletsParameters): Promise<GetWalletsReturnType>
  walletImageUrl(imageId: string): string | undefined
  getAnalyticsConfig(parameters?: GetAnalyticsConfigParameters): Promise<GetAnalyticsConfigReturnType>
  sendErrorReport(report: SendErrorReportParameters): Promise<void>
  getTokenBalances(parameters: GetTokenBalancesParameters): Promise<TokenBalance[]>
  getTransactions(parameters: GetTransactionsParameters): Promise<TransactionsPage>
  getIdentity(parameters: GetIdentityParameters): Promise<Identity>
  getNfts(parameters: GetNftsParameters): Promise<Nft[]>
}

/** Base URLs without a trailing slash, so paths join as `${base}/getWallets`; a blank one is none. */
export function normaliseBaseUrl(value: string | undefined): string | undefined {
  const base = value?.trim().replace(/\/+$/, '')
  return base ? base : undefined
}

export function createApiClient(parameters: CreateApiClientParameters = {}): ApiClient {
  const transport: ApiTransport = {
    projectId: parameters.projectId ?? '',
    apiUrl: normaliseBaseUrl(parameters.apiUrl),
    walletApiUrl: normaliseBaseUrl(parameters.walletApiUrl),
    // Late-bound so a test can stub globalThis.fetch after the client exists.
    fetch: parameters.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retryDelayMs: parameters.retryDelayMs ?? RPC_RETRY_DELAY_MS,
    timeoutMs: parameters.timeoutMs ?? API_TIMEOUT_MS,
  }
  // Every endpoint, its response schema and the request code load with their first call: a page
  // pays for them (and for zod) when it fetches, not in its first load. Every answer is still
  // parsed with its schema.
  return {
    transport,
    // Project checks run when the modal first opens.
    getFeatures: (p) => import('./getFeatures.js').then(({ getFeatures }) => getFeatures(transport, p)),
    getAllowedOrigins: (p) => import('./getAllowedOrigins.js').then(({ getAllowedOrigins }) => getAllowedOrigins(transport, p)),
    // The listing and error reports load on first use (modal opened, an error): not in the first load.
    getWallets: (p) => import('./getWallets.js').then(({ getWallets }) => getWallets(transport, p)),
    walletImageUrl: (imageId) => walletImageUrl(transport, { imageId }),
    getAnalyticsConfig: (p) => import('./getAnalyticsConfig.js').then(({ getAnalyticsConfig }) => getAnalyticsConfig(transport, p)),
    sendErrorReport: (report) => import('./sendErrorReport.js').then(({ sendErrorReport }) => sendErrorReport(transport, report)),
    // The account's data loads when Account shows: none of it is in the first load either.
    getTokenBalances: (p) => import('./getTokenBalances.js').then(({ getTokenBalances }) => getTokenBalances(transport, p)),
    getTransactions: (p) => import('./getTransactions.js').then(({ getTransactions }) => getTransactions(transport, p)),
    getIdentity: (p) => import('./getIdentity.js').then(({ getIdentity }) => getIdentity(transport, p)),
    getNfts: (p) => import('./getNfts.js').then(({ getNfts }) => getNfts(transport, p)),
  }
}
