// Builds the init script of bench/browser/probe.js (plain JS, read as text so that no transform
// adds helpers the page does not have) with the page's own texts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchDir } from './paths.ts'

export interface ProbeConfig {
  /** Exact text of the connect button. */
  button: string
  /** Text of the installed wallet's entry. */
  wallet: string
  /** Texts a reconnecting button may show before the address. */
  pending: string[]
  /** Shortened or full address of the connected account: start and end, hex. */
  addressStart: string
  addressEnd: string
}

export function probeScript(config: ProbeConfig): string {
  const source = readFileSync(join(benchDir, 'browser/probe.js'), 'utf8')
  return `${source}\nprobe(${JSON.stringify(config)});\n//# sourceURL=bench-probe.js`
}
