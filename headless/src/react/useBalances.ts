import { useQuery } from '@tanstack/react-query'
import { tokenBalancesQueryOptions, type AccountQueryParameters } from '../query/tokenBalances.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'

/** Token balances (native and ERC-20) of the connected account on the active network, or of the ones given. */
export const useBalances = (parameters: AccountQueryParameters = {}) => useQuery(tokenBalancesQueryOptions(useClient(), useActiveAccountParameters(parameters)))
