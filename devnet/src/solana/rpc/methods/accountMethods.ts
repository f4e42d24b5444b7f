import { z } from 'zod'
import { encodeAccount, type AccountEncoding, type DataSlice } from '../../encoding/encodeAccount'
import type { SolanaCluster } from '../../runtime/solanaCluster'
import { defineMethod } from '../defineMethod'
import { checkMinContextSlot, withContext, type SolanaRpcContext } from '../rpcContext'
import { accountConfigSchema, addressSchema, contextConfigSchema } from '../schemas'

// agave's MAX_MULTIPLE_ACCOUNTS.
const MAX_MULTIPLE_ACCOUNTS = 100

/** The account at `address` as the RPC answers it, or null when there is none. */
export function uiAccountOrNull(cluster: SolanaCluster, address: string, options: { encoding: AccountEncoding; dataSlice?: DataSlice | undefined }) {
  const account = cluster.accounts.read(address)
  return account ? encodeAccount(account, options, cluster.accounts.findMint) : null
}

/** Balances and accounts. getAccountInfo defaults to the legacy base58 string, getMultipleAccounts to base64, as agave. */
export const accountMethods = [
  defineMethod('getBalance', z.tuple([addressSchema, contextConfigSchema.optional()]), ([address, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return withContext(cluster, cluster.accounts.read(address)?.lamports ?? 0n)
  }),
  defineMethod('getAccountInfo', z.tuple([addressSchema, accountConfigSchema.optional()]), ([address, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return withContext(cluster, uiAccountOrNull(cluster, address, { encoding: config?.encoding ?? 'binary', dataSlice: config?.dataSlice }))
  }),
  defineMethod(
    'getMultipleAccounts',
    z.tuple([z.array(addressSchema).max(MAX_MULTIPLE_ACCOUNTS), accountConfigSchema.optional()]),
    ([addresses, config], { cluster }: SolanaRpcContext) => {
      checkMinContextSlot(cluster, config)
      const options = { encoding: config?.encoding ?? 'base64', dataSlice: config?.dataSlice } as const
      return withContext(
        cluster,
        addresses.map((address) => uiAccountOrNull(cluster, address, options)),
      )
    },
  ),
]
