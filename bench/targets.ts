// The targets, checked against one run's figures: PASS/FAIL with the margin (how far under
// the limit, positive; or over it, negative).
import type { AppName } from './apps.ts'
import type { PhoneSummary, Summary } from './summarise.ts'

export interface TargetResult {
  name: string
  value?: number
  limit?: number
  unit: string
  pass: boolean
  /** limit - value in the target's unit; undefined when there was nothing to compare. */
  margin?: number
  note?: string
}

const KB = 1000

function check(name: string, value: number | undefined, limit: number | undefined, unit: string, note?: string): TargetResult {
  if (value === undefined || limit === undefined) return { name, value, limit, unit, pass: false, note: note ?? 'not measured' }
  return { name, value, limit, unit, pass: value <= limit, margin: limit - value, ...(note ? { note } : {}) }
}

const seconds = (ms: string) => `${Number(ms) / 1000} s`

/** The phone profile's targets: navigation against the React-only page, taps against the fastest peer, the AllWallets keystroke. */
function phoneTargets(phone: PhoneSummary, modalPeers: AppName[]): TargetResult[] {
  const berth = phone.apps.berth
  const baseline = phone.apps.baseline?.navToButton.median
  const results = [
    check(
      baseline !== undefined
        ? `phone: navigation to the button ≤ 1.25 × the React-only page's (${baseline.toFixed(0)} ms), median`
        : "phone: navigation to the button ≤ 1.25 × the React-only page's",
      berth?.navToButton.median !== undefined && baseline !== undefined ? berth.navToButton.median / baseline : undefined,
      1.25,
      '×',
    ),
  ]
  for (const delay of phone.tapDelays) {
    const peers = modalPeers
      .map((name) => ({ name, median: phone.apps[name]?.tapToWallet[delay]?.median }))
      .filter((peer): peer is { name: AppName; median: number } => peer.median !== undefined)
      .sort((a, b) => a.median - b.median)
    const fastest = peers[0]
    const tap = berth?.tapToWallet[delay]?.median
    results.push(
      check(
        fastest
          ? `phone: tap ${seconds(delay)} after the button to first wallet ≤ 0.5 × the fastest peer's (${fastest.name}, ${fastest.median.toFixed(0)} ms), median`
          : `phone: tap ${seconds(delay)} after the button to first wallet ≤ 0.5 × the fastest peer's`,
        fastest && tap !== undefined ? tap / fastest.median : undefined,
        0.5,
        '×',
      ),
    )
  }
  results.push(check('phone: AllWallets 2,000: one keystroke to updated rows, median', phone.allWallets.keystrokeToRows.median, 50, 'ms'))
  return results
}

export function evaluateTargets(summary: Summary): TargetResult[] {
  const desktop = desktopTargets(summary)
  return [...desktop, ...solanaTargets(summary), ...(summary.phone ? phoneTargets(summary.phone, summary.modalPeers) : [])]
}

/** Issue 15: with Solana configured, the first load and click to first wallet stay within 5 % of the EVM-only page. */
function solanaTargets(summary: Summary): TargetResult[] {
  const evm = summary.apps.berth
  const withSolana = summary.apps['berth-solana']
  if (!evm || !withSolana) return []
  const results = [
    check(
      `Berth + Solana: first-render JS ≤ 1.05 × the EVM-only page's (${(evm.sizes.firstRender.gzip / KB).toFixed(1)} kB gzip)`,
      withSolana.sizes.firstRender.gzip / evm.sizes.firstRender.gzip,
      1.05,
      '×',
    ),
  ]
  if (evm.refused.navToButton.runs === 0) return results
  const evmClick = evm.refused.clickToWallet.median
  const solanaClick = withSolana.refused.clickToWallet.median
  results.push(
    check(
      evmClick !== undefined
        ? `Berth + Solana: click to first wallet ≤ 1.05 × the EVM-only page's (${evmClick.toFixed(1)} ms), median`
        : "Berth + Solana: click to first wallet ≤ 1.05 × the EVM-only page's, median",
      evmClick !== undefined && solanaClick !== undefined ? solanaClick / evmClick : undefined,
      1.05,
      '×',
    ),
  )
  return results
}

/** Sizes always; the desktop browser targets when the desktop profile ran. */
function desktopTargets(summary: Summary): TargetResult[] {
  const berth = summary.apps.berth!
  const peers = summary.modalPeers.map((name) => ({ name, ...summary.apps[name]! }))
  const lightest = [...peers].sort((a, b) => a.sizes.firstRender.gzip - b.sizes.firstRender.gzip)[0]
  const withClick = peers.filter((peer) => peer.refused.clickToWallet.median !== undefined)
  const fastest = withClick.sort((a, b) => a.refused.clickToWallet.median! - b.refused.clickToWallet.median!)[0]
  const upClick = berth.refused.clickToWallet.median
  const hangingClick = berth.hanging.clickToWallet.median
  const custom = summary.apps['berth-custom']
  const wagmi = summary.apps.wagmi
  const sizes = [
    check('first-render JS of examples/modal (gzip, React included)', berth.sizes.firstRender.gzip / KB, 100, 'kB'),
    check(
      lightest
        ? `first-render JS ≤ 0.35 × the lightest peer's (${lightest.name}, ${(lightest.sizes.firstRender.gzip / KB).toFixed(1)} kB)`
        : "first-render JS ≤ 0.35 × the lightest peer's",
      lightest ? berth.sizes.firstRender.gzip / lightest.sizes.firstRender.gzip : undefined,
      0.35,
      '×',
    ),
    check(
      wagmi
        ? `headless example first-render JS ≤ 0.6 × the wagmi page's (${(wagmi.sizes.firstRender.gzip / KB).toFixed(1)} kB gzip)`
        : "headless example first-render JS ≤ 0.6 × the wagmi page's",
      custom && wagmi ? custom.sizes.firstRender.gzip / wagmi.sizes.firstRender.gzip : undefined,
      0.6,
      '×',
    ),
  ]
  if (berth.refused.navToButton.runs === 0) return sizes
  return [
    ...sizes,
    check('click to first wallet, median', berth.refused.clickToWallet.median, 50, 'ms'),
    check(
      fastest
        ? `click to first wallet ≤ 0.4 × the fastest peer's (${fastest.name}, ${fastest.refused.clickToWallet.median!.toFixed(1)} ms)`
        : 'click to first wallet ≤ 0.4 × the fastest peer',
      fastest && upClick !== undefined ? upClick / fastest.refused.clickToWallet.median! : undefined,
      0.4,
      '×',
    ),
    check(
      'requests to an API before the modal opens (first visit, every run)',
      berth.apiRequestsBeforeClickMax,
      0,
      'requests',
      'loopback API + outside hosts, most in any run',
    ),
    check(
      'installed wallet with the APIs hanging vs up: extra median ms (limit 10 ms)',
      upClick !== undefined && hangingClick !== undefined ? hangingClick - upClick : undefined,
      10,
      'ms',
    ),
    check('reload: address shown after the button, median', summary.reload.berth?.connectedAfterButton.median, 100, 'ms'),
    check('AllWallets 2,000: one keystroke to updated rows, median', summary.allWallets.keystrokeToRows.median, 16, 'ms'),
    check('AllWallets 2,000: rows in the DOM, most seen', summary.allWallets.maxRows.max, 60, 'rows'),
  ]
}
