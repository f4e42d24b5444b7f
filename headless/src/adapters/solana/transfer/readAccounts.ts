import { getBase64Encoder, type Address } from '@solana/kit'
import * as z from 'zod/mini'
import { RpcRequestError } from '../../../errors/http.js'
import { lamportsSchema } from '../getSolanaBalance.js'
import { readRpc, type SolanaRpc } from '../solanaRpc.js'

/** An account as the transfer needs it: its owner program, lamports and data bytes; undefined when it does not exist. */
export type ChainAccount = { owner: string; lamports: bigint; data: Uint8Array }

const accountSchema = z.nullable(z.object({ owner: z.string(), lamports: lamportsSchema, data: z.tuple([z.string(), z.literal('base64')]) }))
const accountsSchema = z.object({ value: z.array(accountSchema) })

/** Several accounts in one read (getMultipleAccounts, base64, 'confirmed'), in the order asked. */
export async function readAccounts(rpc: SolanaRpc, url: string, addresses: readonly Address[]): Promise<(ChainAccount | undefined)[]> {
  const { value } = await readRpc(
    'getMultipleAccounts',
    url,
    rpc.getMultipleAccounts(addresses, { encoding: 'base64', commitment: 'confirmed' }),
    accountsSchema,
  )
  if (value.length !== addresses.length) throw new RpcRequestError('getMultipleAccounts', { details: 'the node answered for another number of accounts' })
  const bytes = getBase64Encoder()
  return value.map((account) =>
    account ? { owner: account.owner, lamports: account.lamports, data: new Uint8Array(bytes.encode(account.data[0])) } : undefined,
  )
}
