// The targets, checked against one run's figures: PASS/FAIL with the margin (how far under
// the limit, positive; or over it, negative).
import type { Summary } from './summarise.ts'

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

export function evaluateTargets(summary: Summary): TargetResult[] {
  const berth = summary.apps.berth!
  const peers = summary.modalPeers.map((name) => ({ name, ...summary.apps[name]! }))
  const lightest = [...peers].sort((a, b) => a.sizes.firstRender.gzip - b.sizes.firstRender.gzip)[0]
  const withClick = peers.filter((peer) => peer.refused.clickToWallet.median !== undefined)
  const fastest = withClick.sort((a, b) => a.refused.clickToWallet.median! - b.refused.clickToWallet.median!)[0]
  const upClick = berth.refused.clickToWallet.median
  const hangingClick = berth.hanging.clickToWallet.median
  const custom = summary.apps['berth-custom']
  const wagmi = summary.apps.wagmi
  return [
    check('first-render JS of examples/modal (gzip, React included)', berth.sizes.firstRender.gzip / KB, 100, 'kB'),
    check(
      lightest
        ? `first-render JS ≤ 0.35 × the lightest peer's (${lightest.name}, ${(lightest.sizes.firstRender.gzip / KB).toFixed(1)} kB)`
        : "first-render JS ≤ 0.35 × the lightest peer's",
      lightest ? berth.sizes.firstRender.gzip / lightest.sizes.firstRender.gzip : undefined,
      0.35,
      '×',
    ),
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
    check(
      wagmi
        ? `headless example first-render JS ≤ 0.6 × the wagmi page's (${(wagmi.sizes.firstRender.gzip / KB).toFixed(1)} kB gzip)`
        : "headless example first-render JS ≤ 0.6 × the wagmi page's",
      custom && wagmi ? custom.sizes.firstRender.gzip / wagmi.sizes.firstRender.gzip : undefined,
      0.6,
      '×',
    ),
  ]
}
