// The pages the bench builds, serves and measures, and what each shows.
import { join } from 'node:path'
import type { PeerName } from './installPeers.ts'
import { repoRoot } from './paths.ts'

export type AppName = 'berth' | 'berth-solana' | 'appkit' | 'rainbowkit' | 'connectkit' | 'baseline' | 'berth-custom' | 'wagmi'

export interface AppSpec {
  name: AppName
  label: string
  /** Workspace app (built from its folder) or a peer installed at bench time. */
  source: { workspace: string } | { peer: PeerName }
  /** 'modal': a connect button opening a wallet modal; 'inline': the wallets listed on the page; 'none': the baseline. */
  kind: 'modal' | 'inline' | 'none'
  /** Where Berth's pages read the devnet API (set at build time). */
  berthApi?: boolean
  /** Appended to the page's URL: the example's options (`?networks=eip155`: EVM only). */
  query?: string
  /**
   * Chunks the page awaits before its first render besides the entry's static imports (manifest keys
   * ending so): examples/modal awaits `@berth/headless/solana` when it offers a Solana network.
   */
  firstLoadImports?: string[]
}

export const APPS: AppSpec[] = [
  // The example offers Solana by default; Berth's page against the peers is the EVM-only one, as theirs are.
  {
    name: 'berth',
    label: 'Berth (examples/modal)',
    source: { workspace: join(repoRoot, 'examples/modal') },
    kind: 'modal',
    berthApi: true,
    query: '?networks=eip155',
  },
  {
    name: 'berth-solana',
    label: 'Berth + Solana (examples/modal)',
    source: { workspace: join(repoRoot, 'examples/modal') },
    kind: 'modal',
    berthApi: true,
    // EVM and Solana, as its label says (the example offers Bitcoin too by default).
    query: '?networks=eip155,solana',
    firstLoadImports: ['src/solanaAdapter.ts'],
  },
  { name: 'appkit', label: 'Reown AppKit + wagmi', source: { peer: 'appkit' }, kind: 'modal' },
  { name: 'rainbowkit', label: 'RainbowKit', source: { peer: 'rainbowkit' }, kind: 'modal' },
  { name: 'connectkit', label: 'ConnectKit', source: { peer: 'connectkit' }, kind: 'modal' },
  { name: 'baseline', label: 'React only (baseline)', source: { peer: 'baseline' }, kind: 'none' },
  {
    name: 'berth-custom',
    label: 'Berth headless (examples/custom)',
    source: { workspace: join(repoRoot, 'examples/custom') },
    kind: 'inline',
    berthApi: true,
    // EVM only, as the wagmi page it is compared with.
    query: '?networks=eip155',
  },
  { name: 'wagmi', label: 'wagmi + TanStack Query', source: { peer: 'wagmi' }, kind: 'inline' },
]

export const MODAL_PEERS: AppName[] = ['appkit', 'rainbowkit', 'connectkit']
export const appSpec = (name: AppName) => APPS.find((app) => app.name === name)!
