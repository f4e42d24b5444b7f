// The phone profile's tables: navigation and taps for every page, reloads, and Berth's AllWallets.
import type { AppName } from './apps.ts'
import { PHONE } from './deviceProfiles.ts'
import type { PhoneSummary } from './summarise.ts'
import { cell, ratio, reloadTable, table } from './tableFormat.ts'

const seconds = (ms: string) => `${Number(ms) / 1000} s`

export function formatPhoneTables(phone: PhoneSummary, present: AppName[], runs: number): string {
  const out: string[] = []
  const berth = phone.apps.berth
  const network = PHONE.network!
  out.push(
    `\n=== Phone profile: CPU ${PHONE.cpuSlowdown}× slower, ${network.latencyMs} ms round trip, ${(network.downloadBytesPerSecond * 8) / 1e6} Mbps down, ` +
      `${PHONE.context.viewport?.width}×${PHONE.context.viewport?.height} with touch; outside hosts refused ===`,
  )
  const rows = present
    .filter((name) => phone.apps[name])
    .map((name) => {
      const app = phone.apps[name]!
      const taps = phone.tapDelays.flatMap((delay) =>
        name === 'baseline'
          ? ['no modal', '']
          : [cell(app.tapToWallet[delay]), name === 'berth' ? '' : ratio(berth?.tapToWallet[delay]?.median, app.tapToWallet[delay]?.median)],
      )
      return [app.label, cell(app.navToButton), ...taps]
    })
  out.push(
    table(
      `First visit on the phone: median (min–max) of ${runs} runs per tap time, ms`,
      ['page', 'nav → button', ...phone.tapDelays.flatMap((delay) => [`tap at ${seconds(delay)} → wallet`, 'Berth/this'])],
      rows,
      [
        'tap at N s: the tap comes N s after the button showed, with no hover before it; timed from the click event the tap fires to the installed "Bench Wallet" entry visible.',
        `nav → button: navigation start to the connect button visible, over every phone visit (${runs} × ${phone.tapDelays.length}).`,
      ],
    ),
  )
  const reloadApps = present.filter((name) => phone.reload[name])
  if (reloadApps.length > 0) {
    out.push(
      reloadTable(
        'Reload to connected on the phone: median (min–max), ms',
        reloadApps.map((name) => ({ label: phone.apps[name]?.label ?? name, reload: phone.reload[name]! })),
      ),
    )
  }
  const aw = phone.allWallets
  out.push(
    table(
      'AllWallets over the 2,000-wallet listing on the phone (Berth): median (min–max)',
      ['page', 'tap → first rows ms', 'keystroke → updated rows ms', 'rows in the DOM (most)'],
      [[berth?.label ?? 'Berth', cell(aw.clickToFirstRows), cell(aw.keystrokeToRows), cell(aw.maxRows, 0)]],
    ),
  )
  return out.join('\n')
}
