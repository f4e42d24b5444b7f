import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { PARTITIONED_STORAGE_ARG } from './thirdPartyStorage.js'

/** The built example app, served by the browser suite's global setup (tests/setup/browser.global.ts). */
export const EXAMPLE_URL = 'http://127.0.0.1:5273'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Third-party iframes get partitioned storage, as in the Chrome visitors run (the embedded wallet's frame keeps its session there).
  PARTITIONED_STORAGE_ARG,
] as const

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/** Debian's Chromium (or CHROMIUM_PATH) driven by playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Run the tests with \`npm test\` (installs it with apt when root), ` +
        'or `apt-get install -y chromium`, or set CHROMIUM_PATH.',
    )
  }
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true })
}
