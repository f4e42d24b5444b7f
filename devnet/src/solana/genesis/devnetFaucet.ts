import { getTransferSolInstruction } from '@solana-program/system'
import { address, type KeyPairSigner } from '@solana/kit'
import { rpcErrorCodes, SolanaRpcError } from '../errors/rpcError'
import { sendInstructions } from '../runtime/sendInstructions'
import type { SolanaCluster } from '../runtime/solanaCluster'

/** requestAirdrop: a real transfer from the genesis authority, so it has a signature, a status and history. */
export function devnetFaucet(cluster: SolanaCluster, authority: KeyPairSigner) {
  return async (to: string, lamports: bigint): Promise<string> => {
    try {
      return await sendInstructions(cluster, authority, [getTransferSolInstruction({ source: authority, destination: address(to), amount: lamports })])
    } catch (error) {
      // A transfer the cluster refuses (below the rent-exempt minimum for a new account, more than the faucet holds).
      const reason = error instanceof Error ? error.message : String(error)
      throw new SolanaRpcError(rpcErrorCodes.internalError, `airdrop request failed: ${reason}`)
    }
  }
}
