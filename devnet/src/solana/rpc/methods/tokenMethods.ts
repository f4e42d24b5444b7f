import { getAddressEncoder, type Address } from '@solana/kit'
import { z } from 'zod'
import { decodeMint, decodeTokenAccount } from '../../encoding/decodeTokenState'
import { encodeAccount } from '../../encoding/encodeAccount'
import { uiTokenAmount } from '../../encoding/tokenAmount'
import { invalidParam } from '../../errors/rpcError'
import { isTokenProgram } from '../../runtime/programs'
import type { SolanaCluster } from '../../runtime/solanaCluster'
import { defineMethod } from '../defineMethod'
import { checkMinContextSlot, withContext, type SolanaRpcContext } from '../rpcContext'
import { accountConfigSchema, addressSchema, contextConfigSchema } from '../schemas'

const filterSchema = z.union([z.object({ mint: addressSchema }).strict(), z.object({ programId: addressSchema }).strict()], {
  error: 'expected a filter { mint } or { programId }',
})

/** The token program to scan for a filter; agave's refusals for a program or mint it does not know. */
function filterProgram(cluster: SolanaCluster, filter: z.output<typeof filterSchema>): { program: Address; mint?: string } {
  if ('programId' in filter) {
    if (!isTokenProgram(filter.programId)) throw invalidParam('unrecognized Token program id')
    return { program: filter.programId as Address }
  }
  const mint = cluster.accounts.read(filter.mint)
  if (!mint || !decodeMint(mint)) throw invalidParam('could not find mint')
  return { program: mint.programAddress as Address, mint: filter.mint }
}

function tokenAccountsOf(cluster: SolanaCluster, owner: string, filter: z.output<typeof filterSchema>) {
  const { program, mint } = filterProgram(cluster, filter)
  const ownerBytes = getAddressEncoder().encode(owner as Address)
  return cluster.svm
    .getProgramAccounts(program)
    .filter((account) => {
      // A token account's mint is at bytes 0..32 and its owner at 32..64.
      if (!ownerBytes.every((byte, index) => account.data[32 + index] === byte)) return false
      const token = decodeTokenAccount({ programAddress: program, data: new Uint8Array(account.data) })
      return token !== undefined && (mint === undefined || token.mint === mint)
    })
    .map((account) => ({
      address: account.address,
      lamports: account.lamports,
      programAddress: program,
      executable: account.executable,
      data: new Uint8Array(account.data),
    }))
}

/** The token program reads a wallet needs: its token accounts, their balances, a mint's supply. */
export const tokenMethods = [
  defineMethod(
    'getTokenAccountsByOwner',
    z.tuple([addressSchema, filterSchema, accountConfigSchema.optional()]),
    ([owner, filter, config], { cluster }: SolanaRpcContext) => {
      checkMinContextSlot(cluster, config)
      const options = { encoding: config?.encoding ?? 'binary', dataSlice: config?.dataSlice } as const
      return withContext(
        cluster,
        tokenAccountsOf(cluster, owner, filter).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, options, cluster.accounts.findMint),
        })),
      )
    },
  ),
  defineMethod('getTokenAccountBalance', z.tuple([addressSchema, contextConfigSchema.optional()]), ([address, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    const account = cluster.accounts.read(address)
    const token = account && decodeTokenAccount(account)
    if (!token) throw invalidParam('not a Token account')
    const mint = cluster.accounts.findMint(token.mint)
    if (!mint) throw invalidParam('could not find mint')
    return withContext(cluster, uiTokenAmount(token.amount, mint.decimals))
  }),
  defineMethod('getTokenSupply', z.tuple([addressSchema, contextConfigSchema.optional()]), ([address, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    const mint = cluster.accounts.findMint(address)
    if (!mint) throw invalidParam('not a Token mint')
    return withContext(cluster, uiTokenAmount(mint.supply, mint.decimals))
  }),
]
