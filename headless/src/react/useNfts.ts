import { useQuery } from '@tanstack/react-query'
import { nftsQueryOptions } from '../query/nfts.js'
import type { AccountQueryParameters } from '../query/tokenBalances.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'

/** The NFTs the account holds on the network, spam left out. */
export const useNfts = (parameters: AccountQueryParameters = {}) =>
  useQuery({ ...nftsQueryOptions(useClient(), useActiveAccountParameters(parameters)), select: (nfts) => nfts.filter((nft) => !nft.isSpam) })
