import { DEVNET_SOLANA_CORE_VERSION } from '../constants'
import { minContextSlotNotReached } from '../errors/rpcError'
import type { SolanaCluster } from '../runtime/solanaCluster'

/** What the HTTP methods act on. */
export interface SolanaRpcContext {
  cluster: SolanaCluster
  /** Sends `lamports` from the devnet's faucet; answers the transaction's signature. */
  airdrop(address: string, lamports: bigint): Promise<string>
}

/** Refuses a read that asks for a slot the cluster has not reached (-32016), as agave does. */
export function checkMinContextSlot(cluster: SolanaCluster, config: { minContextSlot?: number | undefined } | undefined): void {
  const slot = cluster.current.slot
  if (config?.minContextSlot !== undefined && config.minContextSlot > slot) throw minContextSlotNotReached(slot)
}

/** `{ context: { apiVersion, slot }, value }`, the envelope of most reads. */
export function withContext<T>(cluster: SolanaCluster, value: T): { context: { apiVersion: string; slot: number }; value: T } {
  return { context: { apiVersion: DEVNET_SOLANA_CORE_VERSION, slot: cluster.current.slot }, value }
}
