import type { RegtestNode } from '../node/regtestNode'

export interface AutoMiner {
  stop(): void
}

/**
 * Mines a block `delayMs` after a transaction enters the mempool (one block for all that arrive
 * meanwhile), so that a payment is confirmed about a second after it is sent, as on a busy devnet.
 */
export function startAutoMiner(node: RegtestNode, minerScript: Uint8Array, delayMs: number, log: (line: string) => void): AutoMiner {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  node.onMempoolTx(() => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      if (stopped) return
      node.mine(1, minerScript).then(
        ([block]) => block && log(`mined block ${block.height} (${block.hash})`),
        (error: unknown) => log(`mining failed: ${error instanceof Error ? error.message : String(error)}`),
      )
    }, delayMs)
  })
  return {
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
