import { useInfiniteQuery } from '@tanstack/react-query'
import { walletsInfiniteQueryOptions, type WalletsParameters } from '../query/wallets.js'
import { useClient } from './useClient.js'

export const useWallets = (parameters: WalletsParameters = {}) => useInfiniteQuery(walletsInfiniteQueryOptions(useClient(), parameters))
