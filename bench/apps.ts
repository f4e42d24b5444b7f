// The pages the bench builds, serves and measures, and what each shows.
import { join } from 'node:path'
import type { PeerName } from './installPeers.ts'
import { repoRoot } from './paths.ts'

export type AppName = 'berth' | 'appkit' | 'rainbowkit' | 'connectkit' | 'baseline' | 'berth-custom' | 'wagmi'

export interface AppSpec {
  name: AppName
  label: string
  /** Workspace app (built from its folder) or a peer installed at bench time. */
  source: { workspace: string } | { peer: PeerName }
  /** 'modal': a connect button opening a wallet modal; 'inline': the wallets listed on the page; 'none': the baseline. */
  kind: 'modal' | 'inline' | 'none'
  /** Where Berth's pages read the devnet API (set at build time). */
  berthApi?: boolean
}

export const APPS: AppSpec[] = [
  { name: 'berth', label: 'Berth (examples/modal)', source: { workspace: join(repoRoot, 'examples/modal') }, kind: 'modal', berthApi: true },
  { name: 'appkit', label: 'Reown AppKit + wagmi', source: { peer: 'appkit' }, kind: 'modal' },
  { name: 'rainbowkit', label: 'RainbowKit', source: { peer: 'rainbowkit' }, kind: 'modal' },
  { name: 'connectkit', label: 'ConnectKit', source: { peer: 'connectkit' }, kind: 'modal' },
  { name: 'baseline', label: 'React only (baseline)', source: { peer: 'baseline' }, kind: 'none' },
  { name: 'berth-custom', label: 'Berth headless (examples/custom)', source: { workspace: join(repoRoot, 'examples/custom') }, kind: 'inline', berthApi: true },
  { name: 'wagmi', label: 'wagmi + TanStack Query', source: { peer: 'wagmi' }, kind: 'inline' },
]

export const MODAL_PEERS: AppName[] = ['appkit', 'rainbowkit', 'connectkit']
export const appSpec = (name: AppName) => APPS.find((app) => app.name === name)!
