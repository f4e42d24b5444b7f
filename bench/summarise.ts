// Raw runs to medians (with min and max) per app and scenario.
import type { AppName } from './apps.ts'
import type { OutsideMode } from './browserSession.ts'
import type { AllWalletsResult, ReloadResult, VisitResult } from './measureInBrowser.ts'
import type { Sizes } from './measureSizes.ts'
import { stat, type Stat } from './stats.ts'

export interface RawResults {
  sizes: Partial<Record<AppName, Sizes>>
  /** Desktop: first visits per outside mode, reloads, AllWallets. Absent with `--profile phone`. */
  visits: Partial<Record<AppName, Record<OutsideMode, VisitResult[]>>>
  reloads: Partial<Record<AppName, ReloadResult[]>>
  allWallets: AllWalletsResult[]
  /** The phone profile; absent with `--profile desktop`. */
  phone?: PhoneRaw
}

/** Phone first visits keyed by how long after the button showed the tap came (ms), outside hosts refused. */
export interface PhoneRaw {
  visits: Partial<Record<AppName, Record<string, VisitResult[]>>>
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

export type ReloadStats = { navToConnected: Stat; navToButton: Stat; connectedAfterButton: Stat; flashes: number; runs: number }
export type AllWalletsStats = { clickToFirstRows: Stat; keystrokeToRows: Stat; maxRows: Stat }

export interface PhoneAppSummary {
  label: string
  /** Navigation to the button, over every phone first visit. */
  navToButton: Stat
  /** Tap to the installed wallet (modal pages) or to connected (inline pages), keyed by the tap's delay after the button (ms). */
  tapToWallet: Record<string, Stat>
  longTaskMs: Record<string, Stat>
}

export interface PhoneSummary {
  tapDelays: string[]
  apps: Partial<Record<AppName, PhoneAppSummary>>
  reload: Partial<Record<AppName, ReloadStats>>
  allWallets: AllWalletsStats
}

export interface Summary {
  modalPeers: AppName[]
  apps: Partial<Record<AppName, AppSummary>>
  reload: Partial<Record<AppName, ReloadStats>>
  allWallets: AllWalletsStats
  phone?: PhoneSummary
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

const allWalletsStats = (runs: AllWalletsResult[]): AllWalletsStats => ({
  clickToFirstRows: stat(runs.map((r) => r.clickToFirstRows)),
  keystrokeToRows: stat(runs.map((r) => r.keystrokeToRows)),
  maxRows: stat(runs.map((r) => r.maxRows)),
})

const reloadStats = (reloads: ReloadResult[]): ReloadStats => ({
  navToConnected: stat(reloads.map((r) => r.navToConnected)),
  navToButton: stat(reloads.map((r) => r.navToButton)),
  connectedAfterButton: stat(reloads.map((r) => r.connectedAfterButton)),
  flashes: reloads.filter((r) => r.flashedDisconnected).length,
  runs: reloads.length,
})

function summarisePhone(raw: PhoneRaw, apps: { name: AppName; label: string }[]): PhoneSummary {
  const tapDelays = [...new Set(Object.values(raw.visits).flatMap((byDelay) => Object.keys(byDelay ?? {})))].sort((a, b) => Number(a) - Number(b))
  const phone: PhoneSummary = { tapDelays, apps: {}, reload: {}, allWallets: allWalletsStats(raw.allWallets) }
  for (const app of apps) {
    const byDelay = raw.visits[app.name]
    if (byDelay) {
      const delays = Object.keys(byDelay)
      phone.apps[app.name] = {
        label: app.label,
        navToButton: stat(Object.values(byDelay).flatMap((runs) => runs.map((r) => r.navToButton))),
        tapToWallet: Object.fromEntries(delays.map((delay) => [delay, stat(byDelay[delay]!.map((r) => r.clickToWallet ?? r.clickToConnected))])),
        longTaskMs: Object.fromEntries(delays.map((delay) => [delay, stat(byDelay[delay]!.map((r) => r.longTaskMs))])),
      }
    }
    const reloads = raw.reloads[app.name]
    if (reloads) phone.reload[app.name] = reloadStats(reloads)
  }
  return phone
}

export function summarise(raw: RawResults, apps: { name: AppName; label: string }[], modalPeers: AppName[]): Summary {
  const summary: Summary = {
    modalPeers: modalPeers.filter((name) => raw.sizes[name]),
    apps: {},
    reload: {},
    allWallets: allWalletsStats(raw.allWallets),
    ...(raw.phone ? { phone: summarisePhone(raw.phone, apps) } : {}),
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
    if (reloads) summary.reload[app.name] = reloadStats(reloads)
  }
  return summary
}
