import { useQuery } from '@tanstack/react-query'
import { balanceQueryOptions, type BalanceParameters } from '../query/balance.js'
import { useClient } from './useClient.js'

export const useBalance = (parameters: BalanceParameters) => useQuery(balanceQueryOptions(useClient(), parameters))
