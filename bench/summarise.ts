// Raw runs to medians (with min and max) per app and scenario.
import type { AppName } from './apps.ts'
import type { OutsideMode } from './browserSession.ts'
import type { AllWalletsResult, ReloadResult, VisitResult } from './measureInBrowser.ts'
import type { Sizes } from './measureSizes.ts'
import { stat, type Stat } from './stats.ts'

export interface RawResults {
  sizes: Partial<Record<AppName, Sizes>>
  visits: Partial<Record<AppName, Record<OutsideMode, VisitResult[]>>>
  reloads: Partial<Record<AppName, ReloadResult[]>>
  allWallets: AllWalletsResult[]
}

export interface VisitStats {
  navToButton: Stat
  clickToWallet: Stat
  clickToConnected: Stat
  longTaskCount: Stat
  longTaskMs: Stat
  beforeClickApi: Stat
  beforeClickOutside: Stat
  outsideTotal: Stat
}

export interface AppSummary {
  label: string
  sizes: Sizes
  refused: VisitStats
  hanging: VisitStats
  /** Loopback API plus outside requests before the click, the most in any run (both modes). */
  apiRequestsBeforeClickMax?: number
  /** Every outside host any run asked for. */
  outsideHosts: string[]
}

export interface Summary {
  modalPeers: AppName[]
  apps: Partial<Record<AppName, AppSummary>>
  reload: Partial<Record<AppName, { navToConnected: Stat; navToButton: Stat; connectedAfterButton: Stat; flashes: number; runs: number }>>
  allWallets: { clickToFirstRows: Stat; keystrokeToRows: Stat; maxRows: Stat }
}

function visitStats(runs: VisitResult[] = []): VisitStats {
  return {
    navToButton: stat(runs.map((r) => r.navToButton)),
    clickToWallet: stat(runs.map((r) => r.clickToWallet)),
    clickToConnected: stat(runs.map((r) => r.clickToConnected)),
    longTaskCount: stat(runs.map((r) => r.longTaskCount)),
    longTaskMs: stat(runs.map((r) => r.longTaskMs)),
    beforeClickApi: stat(runs.map((r) => r.requestsBeforeClick.loopbackApi)),
    beforeClickOutside: stat(runs.map((r) => r.requestsBeforeClick.outside)),
    outsideTotal: stat(runs.map((r) => r.outsideTotal)),
  }
}

export function summarise(raw: RawResults, apps: { name: AppName; label: string }[], modalPeers: AppName[]): Summary {
  const summary: Summary = {
    modalPeers: modalPeers.filter((name) => raw.sizes[name]),
    apps: {},
    reload: {},
    allWallets: {
      clickToFirstRows: stat(raw.allWallets.map((r) => r.clickToFirstRows)),
      keystrokeToRows: stat(raw.allWallets.map((r) => r.keystrokeToRows)),
      maxRows: stat(raw.allWallets.map((r) => r.maxRows)),
    },
  }
  for (const app of apps) {
    const sizes = raw.sizes[app.name]
    if (!sizes) continue
    const visits = raw.visits[app.name]
    const all = [...(visits?.refused ?? []), ...(visits?.hanging ?? [])].filter((r) => r.navToButton !== undefined)
    summary.apps[app.name] = {
      label: app.label,
      sizes,
      refused: visitStats(visits?.refused),
      hanging: visitStats(visits?.hanging),
      outsideHosts: [...new Set([...(visits?.refused ?? []), ...(visits?.hanging ?? [])].flatMap((r) => r.outsideHosts ?? []))].sort(),
      ...(all.length ? { apiRequestsBeforeClickMax: Math.max(...all.map((r) => r.requestsBeforeClick.loopbackApi + r.requestsBeforeClick.outside)) } : {}),
    }
    const reloads = raw.reloads[app.name]
    if (reloads) {
      summary.reload[app.name] = {
        navToConnected: stat(reloads.map((r) => r.navToConnected)),
        navToButton: stat(reloads.map((r) => r.navToButton)),
        connectedAfterButton: stat(reloads.map((r) => r.connectedAfterButton)),
        flashes: reloads.filter((r) => r.flashedDisconnected).length,
        runs: reloads.length,
      }
    }
  }
  return summary
}
