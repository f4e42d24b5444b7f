import { z } from 'zod'
import { DEVNET_SOLANA_CORE_VERSION } from '../../constants'
import { invalidParams } from '../../errors/rpcError'
import { decodeMessage } from '../../runtime/decodeWireTransaction'
import { feeForMessage } from '../../runtime/fees'
import { defineMethod } from '../defineMethod'
import { checkMinContextSlot, withContext, type SolanaRpcContext } from '../rpcContext'
import { addressSchema, blockhashSchema, commitmentSchema, contextConfigSchema } from '../schemas'

const noParams = z.tuple([])
const contextParams = z.tuple([contextConfigSchema.optional()])
// agave's MAX_TX_ACCOUNT_LOCKS: getRecentPrioritizationFees takes at most 128 addresses.
const MAX_PRIORITIZATION_FEE_ADDRESSES = 128
// A feature-set id only tells clients whether two nodes run the same features; this one is the devnet's.
const FEATURE_SET = 3_294_202_862

const base64Message = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'expected a base64 message' })

/** Identity, slots, blockhashes and fees. */
export const clusterMethods = [
  defineMethod('getHealth', noParams, () => 'ok'),
  defineMethod('getVersion', noParams, () => ({ 'solana-core': DEVNET_SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET })),
  defineMethod('getGenesisHash', noParams, (_, { cluster }: SolanaRpcContext) => cluster.genesisHash),
  defineMethod('getSlot', contextParams, ([config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return cluster.current.slot
  }),
  defineMethod('getBlockHeight', contextParams, ([config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return cluster.current.blockHeight
  }),
  defineMethod('getEpochInfo', contextParams, ([config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return cluster.epochInfo
  }),
  defineMethod('getLatestBlockhash', contextParams, ([config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return withContext(cluster, cluster.latestBlockhash())
  }),
  defineMethod('isBlockhashValid', z.tuple([blockhashSchema, contextConfigSchema.optional()]), ([blockhash, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    return withContext(cluster, cluster.isBlockhashValid(blockhash))
  }),
  defineMethod(
    'getMinimumBalanceForRentExemption',
    z.tuple([
      z
        .number()
        .int()
        .nonnegative()
        .max(10 * 1024 * 1024),
      z.object({ commitment: commitmentSchema.optional() }).optional(),
    ]),
    ([dataLength], { cluster }: SolanaRpcContext) => cluster.svm.minimumBalanceForRentExemption(BigInt(dataLength)),
  ),
  defineMethod('getFeeForMessage', z.tuple([base64Message, contextConfigSchema.optional()]), ([encoded, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    const bytes = Buffer.from(encoded, 'base64')
    if (bytes.length === 0) throw invalidParams('expected a base64 message')
    const message = decodeMessage(new Uint8Array(bytes))
    // A message whose blockhash the cluster would refuse has no fee: null, as agave answers.
    return withContext(cluster, cluster.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null)
  }),
  defineMethod(
    'getRecentPrioritizationFees',
    z.tuple([z.array(addressSchema).max(MAX_PRIORITIZATION_FEE_ADDRESSES).optional()]),
    ([addresses], { cluster }: SolanaRpcContext) => cluster.ledger.recentPrioritizationFees(addresses ?? [], cluster.current.slot),
  ),
]
