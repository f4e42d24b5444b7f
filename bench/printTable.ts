// The printed report: sizes, browser timings and ratios Berth/peer, reload, AllWallets, the
// headless comparison, then the targets.
import type { AppName } from './apps.ts'
import type { Part } from './measureComposition.ts'
import type { Sizes } from './measureSizes.ts'
import { formatPhoneTables } from './printPhoneTables.ts'
import type { Summary } from './summarise.ts'
import { cell, kb, num, ratio, reloadTable, table } from './tableFormat.ts'
import type { TargetResult } from './targets.ts'

const PART_LABELS: Record<Part, string> = { react: 'React (react, react-dom, scheduler)', tanstack: 'TanStack Query', rest: 'the library and the page' }
const withoutReact = (sizes: Sizes) => sizes.firstRenderParts.tanstack + sizes.firstRenderParts.rest

export function formatReport(
  summary: Summary,
  targets: TargetResult[],
  meta: { runs: number; hoverMs: number; settleMs: number; versions: Record<string, Record<string, string>>; vite: string; chromium: string },
): string {
  const out: string[] = []
  out.push(
    `Chromium ${meta.chromium}, Vite ${meta.vite}; peers: ${Object.entries(meta.versions)
      .map(
        ([peer, deps]) =>
          `${peer} (${Object.entries(deps)
            .map(([name, version]) => `${name} ${version}`)
            .join(', ')})`,
      )
      .join('; ')}`,
  )
  const apps = summary.apps
  const berth = apps.berth
  const order: AppName[] = ['berth', 'berth-solana', ...summary.modalPeers, 'baseline']
  const present = order.filter((name) => apps[name])

  out.push(
    table(
      'JavaScript (kB = 1000 bytes): first render = the HTML entry and its static imports (Vite manifest); total = every .js in the build',
      ['page', 'first gzip', 'first brotli', 'total gzip', 'total brotli', 'Berth/this first gzip', 'Berth/this total gzip'],
      present.map((name) => {
        const s = apps[name]!.sizes
        return [
          apps[name]!.label,
          kb(s.firstRender.gzip),
          kb(s.firstRender.brotli),
          kb(s.total.gzip),
          kb(s.total.brotli),
          name === 'berth' ? '' : ratio(berth?.sizes.firstRender.gzip, s.firstRender.gzip),
          name === 'berth' ? '' : ratio(berth?.sizes.total.gzip, s.total.gzip),
        ]
      }),
    ),
  )

  const solana = solanaTable(summary)
  if (solana) out.push(solana)
  if ((berth?.refused.navToButton.runs ?? 0) > 0) out.push(...desktopTables(summary, present, meta))
  if (summary.phone) out.push(formatPhoneTables(summary.phone, present, meta.runs))

  out.push(
    table(
      'Targets',
      ['target', 'measured', 'limit', 'result', 'margin'],
      targets.map((t) => [
        t.name,
        t.value === undefined ? '–' : `${num(t.value, t.unit === '×' ? 3 : t.unit === 'requests' || t.unit === 'rows' ? 0 : undefined)} ${t.unit}`,
        t.limit === undefined ? '–' : `${t.limit} ${t.unit}`,
        t.pass ? 'PASS' : 'FAIL',
        t.margin === undefined
          ? (t.note ?? '')
          : `${t.margin >= 0 ? 'under by' : 'over by'} ${num(Math.abs(t.margin), t.unit === '×' ? 3 : t.unit === 'requests' || t.unit === 'rows' ? 0 : undefined)} ${t.unit}`,
      ]),
    ),
  )
  out.push(`\n${targets.filter((t) => t.pass).length} of ${targets.length} targets pass.`)
  return out.join('\n')
}

/** examples/modal with Solana configured (solana() awaited before the first render) beside the EVM-only page. */
function solanaTable(summary: Summary): string | undefined {
  const evm = summary.apps.berth
  const withSolana = summary.apps['berth-solana']
  if (!evm || !withSolana) return undefined
  const rows = [
    [
      'first-render JS gzip kB',
      kb(evm.sizes.firstRender.gzip),
      kb(withSolana.sizes.firstRender.gzip),
      ratio(withSolana.sizes.firstRender.gzip, evm.sizes.firstRender.gzip),
    ],
    [
      'first-render JS brotli kB',
      kb(evm.sizes.firstRender.brotli),
      kb(withSolana.sizes.firstRender.brotli),
      ratio(withSolana.sizes.firstRender.brotli, evm.sizes.firstRender.brotli),
    ],
    ['total JS gzip kB', kb(evm.sizes.total.gzip), kb(withSolana.sizes.total.gzip), ratio(withSolana.sizes.total.gzip, evm.sizes.total.gzip)],
  ]
  if (evm.refused.navToButton.runs > 0 && withSolana.refused.navToButton.runs > 0) {
    rows.push(
      [
        'nav → button ms',
        cell(evm.refused.navToButton),
        cell(withSolana.refused.navToButton),
        ratio(withSolana.refused.navToButton.median, evm.refused.navToButton.median),
      ],
      [
        'click → first wallet ms',
        cell(evm.refused.clickToWallet),
        cell(withSolana.refused.clickToWallet),
        ratio(withSolana.refused.clickToWallet.median, evm.refused.clickToWallet.median),
      ],
    )
  }
  return table(
    'Berth with Solana configured vs EVM only (examples/modal; outside hosts refused): median (min–max)',
    ['', evm.label, withSolana.label, 'Solana/EVM'],
    rows,
    [
      "The Solana page's first render counts @berth/headless/solana, which the page awaits before rendering; @solana/kit loads only when a Solana wallet is used.",
    ],
  )
}

/** The desktop profile's browser tables: first visits in both outside modes, reloads, AllWallets, the headless comparison. */
function desktopTables(summary: Summary, present: AppName[], meta: { runs: number; hoverMs: number; settleMs: number }): string[] {
  const out: string[] = []
  const apps = summary.apps
  const berth = apps.berth
  for (const mode of ['refused', 'hanging'] as const) {
    out.push(
      table(
        mode === 'refused'
          ? `First visit, outside hosts refused (Berth's devnet API up): median (min–max) of ${meta.runs} runs, ms`
          : `First visit, outside hosts left hanging (and Berth's devnet API and relay hanging too): median (min–max) of ${meta.runs} runs, ms`,
        ['page', 'nav → button', 'click → wallet', 'Berth/this click', 'long tasks', 'long task ms', 'API req. before click', 'outside req. before click'],
        present
          .filter((name) => apps[name]![mode].navToButton.runs > 0)
          .map((name) => {
            const v = apps[name]![mode]
            return [
              apps[name]!.label,
              cell(v.navToButton),
              name === 'baseline' ? 'no modal' : cell(v.clickToWallet),
              name === 'berth' || name === 'baseline' ? '' : ratio(berth?.[mode].clickToWallet.median, v.clickToWallet.median),
              cell(v.longTaskCount, 0),
              cell(v.longTaskMs, 0),
              cell(v.beforeClickApi, 0),
              cell(v.beforeClickOutside, 0),
            ]
          }),
        [
          `click → wallet: the click's timeStamp to the installed "Bench Wallet" entry visible in the modal; the pointer rests ${meta.hoverMs} ms on the button first; the click comes ${meta.settleMs} ms after the button showed.`,
          "API req.: requests (WebSockets included) to loopback hosts other than the page's own server (Berth: its devnet API and relay; everyone: the chain RPC); outside: to any other host.",
          'never: the installed wallet did not show within 10 s; a page that fails its first run is not retried.',
          ...(mode === 'hanging' ? ['The React-only baseline makes no outside request: not run in this pass.'] : []),
        ],
      ),
    )
  }

  out.push('\nOutside hosts asked for (refused or left hanging):')
  for (const name of present) out.push(`  ${apps[name]!.label}: ${apps[name]!.outsideHosts.join(', ') || 'none'}`)

  const reloadApps = (['berth', 'berth-solana', ...summary.modalPeers, 'berth-custom', 'wagmi'] as AppName[]).filter((name) => summary.reload[name])
  out.push(
    reloadTable(
      'Reload to connected (wallet already authorised, connected once through the page): median (min–max), ms',
      reloadApps.map((name) => ({ label: apps[name]?.label ?? name, reload: summary.reload[name]! })),
    ),
  )

  const aw = summary.allWallets
  out.push(
    table(
      'AllWallets over the 2,000-wallet listing: median (min–max)',
      ['page', 'click → first rows ms', 'keystroke → updated rows ms', 'rows in the DOM (most)'],
      [
        [berth?.label ?? 'Berth', cell(aw.clickToFirstRows), cell(aw.keystrokeToRows), cell(aw.maxRows, 0)],
        ['Reown AppKit + wagmi', 'n/a offline', 'n/a offline', 'its listing comes from its own API (refused here)'],
        ['RainbowKit', 'n/a', 'n/a', 'no all-wallets view (a fixed list)'],
        ['ConnectKit', 'n/a', 'n/a', 'no all-wallets view (a fixed list)'],
      ],
    ),
  )

  const custom = apps['berth-custom']
  const wagmi = apps.wagmi
  if (custom && wagmi) {
    const rows = [
      [
        'first-render JS gzip kB',
        kb(custom.sizes.firstRender.gzip),
        kb(wagmi.sizes.firstRender.gzip),
        ratio(custom.sizes.firstRender.gzip, wagmi.sizes.firstRender.gzip),
      ],
      [
        'first-render JS brotli kB',
        kb(custom.sizes.firstRender.brotli),
        kb(wagmi.sizes.firstRender.brotli),
        ratio(custom.sizes.firstRender.brotli, wagmi.sizes.firstRender.brotli),
      ],
      // Where the first render's bytes come from (source maps): React is the same in both.
      ...(['react', 'tanstack', 'rest'] as const).map((part) => [
        `  of it ${PART_LABELS[part]} gzip kB`,
        kb(custom.sizes.firstRenderParts[part]),
        kb(wagmi.sizes.firstRenderParts[part]),
        ratio(custom.sizes.firstRenderParts[part], wagmi.sizes.firstRenderParts[part]),
      ]),
      ['  without React gzip kB', kb(withoutReact(custom.sizes)), kb(withoutReact(wagmi.sizes)), ratio(withoutReact(custom.sizes), withoutReact(wagmi.sizes))],
      ['total JS gzip kB', kb(custom.sizes.total.gzip), kb(wagmi.sizes.total.gzip), ratio(custom.sizes.total.gzip, wagmi.sizes.total.gzip)],
      [
        'nav → wallets listed ms',
        cell(custom.refused.navToButton),
        cell(wagmi.refused.navToButton),
        ratio(custom.refused.navToButton.median, wagmi.refused.navToButton.median),
      ],
      [
        'click → connected ms',
        cell(custom.refused.clickToConnected),
        cell(wagmi.refused.clickToConnected),
        ratio(custom.refused.clickToConnected.median, wagmi.refused.clickToConnected.median),
      ],
      [
        'reload → address ms',
        cell(summary.reload['berth-custom']?.navToConnected),
        cell(summary.reload.wagmi?.navToConnected),
        ratio(summary.reload['berth-custom']?.navToConnected.median, summary.reload.wagmi?.navToConnected.median),
      ],
      ['API req. before click', cell(custom.refused.beforeClickApi, 0), cell(wagmi.refused.beforeClickApi, 0), ''],
      ['long task ms', cell(custom.refused.longTaskMs, 0), cell(wagmi.refused.longTaskMs, 0), ''],
    ]
    out.push(table('Headless: examples/custom (Berth hooks) vs a minimal wagmi + TanStack Query page', ['', custom.label, wagmi.label, 'Berth/wagmi'], rows))
  }

  return out
}
