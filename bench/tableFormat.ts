// The report's cells and tables: a median with its range, a ratio, kB, and a Markdown-style table.
import type { Stat } from './stats.ts'
import type { ReloadStats } from './summarise.ts'

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
export const num = (value: number | undefined, digits?: number) => (value === undefined ? '–' : value.toFixed(digits ?? (Math.abs(value) >= 100 ? 0 : 1)))
export const cell = (s: Stat | undefined, digits?: number) => {
  if (!s || s.median === undefined) return s?.runs ? `never (${s.runs === 1 ? '1 run, not retried' : `${s.runs} runs`})` : '–'
  const range = s.min === s.max ? '' : ` (${num(s.min, digits)}–${num(s.max, digits)})`
  const missing = s.n < s.runs ? ` [${s.runs - s.n}/${s.runs} none]` : ''
  return `${num(s.median, digits)}${range}${missing}`
}
export const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}×`)

export function table(title: string, header: string[], rows: string[][], notes: string[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  return [`\n${title}`, line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line), ...notes.map((n) => `  ${n}`)].join('\n')
}

/** The reload-to-connected table, one row a page: its label and its reload figures. */
export function reloadTable(title: string, rows: { label: string; reload: ReloadStats }[]): string {
  return table(
    title,
    ['page', 'nav → button', 'nav → address', 'address − button', '"Connect Wallet" flashed'],
    rows.map(({ label, reload }) => [
      label,
      cell(reload.navToButton),
      cell(reload.navToConnected),
      cell(reload.connectedAfterButton),
      `${reload.flashes}/${reload.runs}`,
    ]),
  )
}
