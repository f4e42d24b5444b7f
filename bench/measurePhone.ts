// The phone profile's runs: every page's first visit with a tap at each of the profile's times after
// its button showed, reload to connected, and Berth's AllWallets, all throttled as PHONE says.
import type { AppName, AppSpec } from './apps.ts'
import type { DeviceProfile } from './deviceProfiles.ts'
import { allWalletsRuns, firstVisit, reloads, type VisitResult } from './measureInBrowser.ts'
import type { Backend } from './startBackend.ts'
import type { PhoneRaw } from './summarise.ts'

type Target = Parameters<typeof firstVisit>[0] & { profile: DeviceProfile }

export async function measurePhone(
  apps: AppSpec[],
  target: (name: AppName) => Target,
  runs: number,
  backend: Backend,
  log: (line: string) => void,
): Promise<PhoneRaw> {
  const raw: PhoneRaw = { visits: {}, reloads: {}, allWallets: [] }
  const phoneApps = apps.filter((app) => app.kind !== 'inline')
  const delays = target('berth').profile.clickAfterMs
  const given = new Set<string>() // app/delay pairs that never showed their button or wallet: not retried
  for (let run = 1; run <= runs; run++) {
    log(`phone first visits: run ${run} of ${runs}`)
    for (const delay of delays) {
      for (const app of phoneApps) {
        // The React-only page has nothing to tap: its navigation is measured once per run.
        if (app.kind === 'none' && delay !== delays[0]) continue
        const key = `${app.name}/${delay}`
        if (given.has(key)) continue
        const byDelay = raw.visits[app.name] ?? {}
        raw.visits[app.name] = byDelay
        const list: VisitResult[] = byDelay[String(delay)] ?? []
        byDelay[String(delay)] = list
        const result = await firstVisit(target(app.name), 'refused', delay)
        list.push(result)
        if (run === 1 && (result.navToButton === undefined || (app.kind === 'modal' && result.clickToWallet === undefined))) {
          log(`phone ${key}: ${result.navToButton === undefined ? 'no button' : 'no installed wallet in the modal'} within the time limit; not retried`)
          given.add(key)
        }
      }
    }
  }
  for (const app of phoneApps.filter((a) => a.kind === 'modal')) {
    log(`phone reload to connected: ${app.name}`)
    raw.reloads[app.name] = await reloads(target(app.name), runs, log)
  }
  log('phone AllWallets over 2,000 wallets (Berth)')
  raw.allWallets = await allWalletsRuns(target('berth'), runs, backend, log)
  return raw
}
