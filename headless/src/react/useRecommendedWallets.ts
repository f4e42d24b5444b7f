import { useQuery } from '@tanstack/react-query'
import { recommendedWalletsQueryOptions } from '../query/wallets.js'
import { useClient } from './useClient.js'

export const useRecommendedWallets = () => useQuery(recommendedWalletsQueryOptions(useClient()))
