import { chainById, type WalletChain } from './chains'

/**
 * What wallet_switchEthereumChain does, decided before the user is asked:
 * - a chain the wallet does not know: error 4902, so the dapp may offer wallet_addEthereumChain;
 * - a chain the session already has: after approval, emit chainChanged and answer null;
 * - a chain the wallet knows but the session lacks: after approval, widen the session first.
 */
export type ChainSwitchDecision =
  | { kind: 'unknown'; chainIdHex: string }
  | { kind: 'in-session'; chain: WalletChain }
  | { kind: 'add-to-session'; chain: WalletChain }

export function decideChainSwitch(sessionChains: readonly string[], chainIdHex: string): ChainSwitchDecision {
  const chain = chainById(Number.parseInt(chainIdHex, 16))
  if (!chain) return { kind: 'unknown', chainIdHex }
  return sessionChains.includes(chain.caip) ? { kind: 'in-session', chain } : { kind: 'add-to-session', chain }
}

/** wallet_addEthereumChain: the wallet knows only the devnet chains, and has them already. */
export function decideAddChain(chainIdHex: string): { kind: 'known'; chain: WalletChain } | { kind: 'unknown'; chainIdHex: string } {
  const chain = chainById(Number.parseInt(chainIdHex, 16))
  return chain ? { kind: 'known', chain } : { kind: 'unknown', chainIdHex }
}
