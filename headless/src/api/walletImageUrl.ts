import { apiUrlOf } from './apiUrl.js'
import type { ApiTransport } from './request.js'
import { safeImageUrl } from '../safety/safeUrl.js'

export type WalletImageUrlParameters = { imageId: string }
export type WalletImageUrlReturnType = string | undefined

/**
 * GET /getWalletImage/{id}: an image URL for an <img>, never fetched as JSON. Undefined when the
 * wallet-provider API is not configured (no project id or base URL), or its base would give an
 * unsafe URL (plain http off loopback).
 */
export function walletImageUrl(
  transport: Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>,
  { imageId }: WalletImageUrlParameters,
): WalletImageUrlReturnType {
  if (imageId === '') return undefined
  const url = apiUrlOf(transport, 'walletApi', `/getWalletImage/${encodeURIComponent(imageId)}`)
  return url && safeImageUrl(url, { api: transport.walletApiUrl })
}
