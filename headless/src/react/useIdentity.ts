import { useQuery } from '@tanstack/react-query'
import { identityQueryOptions } from '../query/identity.js'
import { useAccount } from './useAccount.js'
import { useClient } from './useClient.js'

/** Name and avatar of the connected account, or of `address`. */
export function useIdentity(parameters: { address?: string | undefined } = {}) {
  const { address } = useAccount()
  return useQuery(identityQueryOptions(useClient(), { address: parameters.address ?? address }))
}
