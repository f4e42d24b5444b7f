import { z } from 'zod'
import { encodeAccount } from '../../encoding/encodeAccount'
import { parseInnerInstructions } from '../../encoding/parseInnerInstructions'
import { invalidParams } from '../../errors/rpcError'
import { resolveAccountKeys } from '../../runtime/accountKeys'
import { signatureVerificationFailure } from '../../runtime/preflightFailure'
import type { SimulationOutcome } from '../../runtime/simulateOnSvm'
import type { SolanaCluster } from '../../runtime/solanaCluster'
import type { WireTransaction } from '../../runtime/decodeWireTransaction'
import { decodeEncodedTransaction } from '../decodeEncodedTransaction'
import { defineMethod } from '../defineMethod'
import { checkMinContextSlot, withContext, type SolanaRpcContext } from '../rpcContext'
import { addressSchema, commitmentSchema, slotSchema, transactionEncodingSchema, u64Schema } from '../schemas'

const sendConfigSchema = z.object({
  encoding: transactionEncodingSchema.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitmentSchema.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: slotSchema.optional(),
})

const simulateConfigSchema = z.object({
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: commitmentSchema.optional(),
  encoding: transactionEncodingSchema.optional(),
  accounts: z.object({ addresses: z.array(addressSchema).max(100), encoding: z.enum(['base64', 'base64+zstd', 'jsonParsed']).optional() }).optional(),
  minContextSlot: slotSchema.optional(),
  innerInstructions: z.boolean().optional(),
})

function simulationValue(
  cluster: SolanaCluster,
  wire: WireTransaction,
  simulation: SimulationOutcome,
  config: z.output<typeof simulateConfigSchema> | undefined,
) {
  const accounts = config?.accounts
  return {
    err: simulation.err,
    logs: simulation.logMessages,
    accounts: accounts
      ? accounts.addresses.map((address) => {
          const account = simulation.postAccounts.get(address) ?? cluster.accounts.read(address)
          return account ? encodeAccount(account, { encoding: accounts.encoding ?? 'base64' }, cluster.accounts.findMint) : null
        })
      : null,
    unitsConsumed: simulation.unitsConsumed,
    returnData: simulation.returnData,
    innerInstructions: config?.innerInstructions
      ? parseInnerInstructions(resolveAccountKeys(wire.message, cluster.accounts.read).keys, simulation.innerInstructions)
      : null,
    replacementBlockhash: config?.replaceRecentBlockhash ? cluster.latestBlockhash() : null,
    loadedAccountsDataSize: 0,
  }
}

/** Sending, simulating, and the faucet. */
export const sendMethods = [
  defineMethod('sendTransaction', z.tuple([z.string(), sendConfigSchema.optional()]), ([encoded, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    const wire = decodeEncodedTransaction(encoded, config?.encoding ?? 'base58')
    return cluster.process(wire, { skipPreflight: config?.skipPreflight ?? false })
  }),
  defineMethod('simulateTransaction', z.tuple([z.string(), simulateConfigSchema.optional()]), ([encoded, config], { cluster }: SolanaRpcContext) => {
    checkMinContextSlot(cluster, config)
    const sigVerify = config?.sigVerify ?? false
    const replaceRecentBlockhash = config?.replaceRecentBlockhash ?? false
    if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const wire = decodeEncodedTransaction(encoded, config?.encoding ?? 'base58')
    if (sigVerify && !wire.fullySigned) throw signatureVerificationFailure()
    const simulation = cluster.simulate(wire, { sigVerify, replaceRecentBlockhash })
    return withContext(cluster, simulationValue(cluster, wire, simulation, config))
  }),
  defineMethod(
    'requestAirdrop',
    z.tuple([
      addressSchema,
      u64Schema.refine((value) => value > 0, { error: 'expected a positive number of lamports' }),
      z.object({ commitment: commitmentSchema.optional() }).optional(),
    ]),
    ([address, lamports], { airdrop }: SolanaRpcContext) => airdrop(address, BigInt(lamports)),
  ),
]
