// `pnpm bench`: Berth's pages and its peers side by side in one run. Installs the peers (cached),
// starts the devnet pieces Berth's pages use, builds every page with the same Vite settings, serves
// each on loopback, measures sizes and, in Debian Chromium, the scenarios of measureInBrowser.ts;
// prints the tables and the targets, writes bench/results/latest.json.
// Each device profile (deviceProfiles.ts) is measured for every page in the same run: desktop, then
// the phone (CPU and network throttled, taps).
//   pnpm bench [--runs 9] [--only berth-solana,appkit,...] [--profile desktop|phone]   (berth always runs)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { APPS, MODAL_PEERS, type AppName } from './apps.ts'
import { launchChromium, type OutsideMode } from './browserSession.ts'
import { DESKTOP, PHONE, PROFILES, type DeviceProfile, type ProfileName } from './deviceProfiles.ts'
import { buildApp, VITE_VERSION } from './buildApps.ts'
import { installPeers, PEERS, peerVersions } from './installPeers.ts'
import { allWalletsRuns, firstVisit, HOVER_MS, reloads, SETTLE_MS } from './measureInBrowser.ts'
import { measurePhone } from './measurePhone.ts'
import { measureSizes } from './measureSizes.ts'
import { resultsDir } from './paths.ts'
import { formatReport } from './printTable.ts'
import { servePage, type ServedPage } from './servePages.ts'
import { startBackend, type Backend } from './startBackend.ts'
import { summarise, type RawResults } from './summarise.ts'
import { evaluateTargets } from './targets.ts'

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, only: { type: 'string' }, profile: { type: 'string' } },
  allowPositionals: true,
})
const runs = Math.max(1, Number(args.runs))
if (args.profile !== undefined && !PROFILES.includes(args.profile as ProfileName)) throw new Error(`--profile: one of ${PROFILES.join(', ')}`)
const profiles = args.profile ? [args.profile as ProfileName] : PROFILES
const only = args.only ? new Set(args.only.split(',')) : undefined
const apps = APPS.filter((app) => !only || only.has(app.name) || app.name === 'berth')

const started = Date.now()
const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

let backend: Backend | undefined
const servers: ServedPage[] = []
let stopping = false
async function cleanUp() {
  await Promise.all(servers.map((server) => server.close()))
  await backend?.stop().catch(() => {})
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping`)
    void cleanUp().then(() => process.exit(130))
  })
}

try {
  log(`peers: installing or reusing ${PEERS.join(', ')}`)
  const peerDirs = await installPeers(log)

  log('devnet: chains and relay (reused when already running), and the bench API server')
  backend = await startBackend(log)
  const apiOrigins = [backend.apiUrl, 'ws://127.0.0.1:8555', 'http://127.0.0.1:8555']

  const raw: RawResults = { sizes: {}, visits: {}, reloads: {}, allWallets: [] }
  const urls: Partial<Record<AppName, string>> = {}
  // Pages of one workspace app (Berth with and without Solana) share its build and its server; their URLs differ.
  const builtFrom = new Map<string, { dir: string; url: string }>()
  for (const app of apps) {
    const root = 'peer' in app.source ? peerDirs[app.source.peer] : app.source.workspace
    let page = builtFrom.get(root)
    if (!page) {
      const built = await buildApp(app, root, app.berthApi ? { VITE_BERTH_API_URL: backend.apiUrl } : {}, log)
      const served = await servePage(built.dir)
      servers.push(served)
      page = { dir: built.dir, url: served.url }
      builtFrom.set(root, page)
    }
    raw.sizes[app.name] = measureSizes(page.dir, app.firstLoadImports)
    urls[app.name] = `${page.url}${app.query ?? ''}`
  }
  log(`built and serving ${apps.length} pages (Vite ${VITE_VERSION})`)

  const browser = await launchChromium()
  const chromiumVersion = browser.version()
  const target = (name: AppName, profile: DeviceProfile = DESKTOP) => ({
    browser,
    app: apps.find((a) => a.name === name)!,
    url: urls[name]!,
    rpcUrls: backend!.rpcUrls,
    apiOrigins,
    profile,
  })
  try {
    // Chromium's own first start (disk cache, fonts) is paid once here, by the page with no library.
    log('browser: one warm-up visit (not counted)')
    await firstVisit(target(apps.find((app) => app.kind === 'none')?.name ?? 'berth'), 'refused')
    if (profiles.includes('desktop')) {
      const modes: OutsideMode[] = ['refused', 'hanging']
      const given = new Set<string>() // app/mode pairs that never showed their button: not retried
      for (let run = 1; run <= runs; run++) {
        log(`first visits: run ${run} of ${runs}`)
        for (const mode of modes) {
          for (const app of apps) {
            const key = `${app.name}/${mode}`
            const visits = raw.visits[app.name] ?? { refused: [], hanging: [] }
            raw.visits[app.name] = visits
            const list = visits[mode]
            if (given.has(key) || (mode === 'hanging' && app.kind === 'none')) continue
            const result = await firstVisit(target(app.name), mode)
            list.push(result)
            if (run === 1 && (result.navToButton === undefined || (app.kind === 'modal' && result.clickToWallet === undefined))) {
              log(`${key}: ${result.navToButton === undefined ? 'no button' : 'no installed wallet in the modal'} within the time limit; not retried`)
              given.add(key)
            }
          }
        }
      }

      for (const app of apps.filter((a) => a.kind !== 'none')) {
        log(`reload to connected: ${app.name}`)
        raw.reloads[app.name] = await reloads(target(app.name), runs, log)
      }

      log('AllWallets over 2,000 wallets (Berth)')
      raw.allWallets = await allWalletsRuns(target('berth'), runs, backend, log)
    }
    if (profiles.includes('phone')) raw.phone = await measurePhone(apps, (name) => target(name, PHONE), runs, backend, log)
  } finally {
    await browser.close()
  }

  const summary = summarise(raw, apps, MODAL_PEERS)
  const targets = evaluateTargets(summary)
  const versions = peerVersions()
  const report = formatReport(summary, targets, { runs, hoverMs: HOVER_MS, settleMs: SETTLE_MS, versions, vite: VITE_VERSION, chromium: chromiumVersion })
  console.log(report)
  mkdirSync(resultsDir, { recursive: true })
  const json = {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    runs,
    profiles,
    phone: PHONE,
    vite: VITE_VERSION,
    peers: versions,
    chromium: chromiumVersion,
    hoverMs: HOVER_MS,
    settleMs: SETTLE_MS,
    summary,
    targets,
    raw,
  }
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`)
  log(`results in bench/results/latest.json; ${json.seconds} s in all`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
