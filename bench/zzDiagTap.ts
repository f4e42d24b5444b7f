// TEMP (not committed): tap at N ms after the button on the phone, tap → wallet, no profiler.
import { launchChromium, newBenchPage, readProbe, waitForMark } from './browserSession.ts'
import { PHONE } from './deviceProfiles.ts'
import { servePage } from './servePages.ts'

const dir = process.argv[2]!
const after = Number(process.argv[3] ?? 3000)
const served = await servePage(dir)
const browser = await launchChromium()
const times: number[] = []
const navs: number[] = []
for (let i = 0; i < 7; i++) {
  const s = await newBenchPage(browser, { pageUrl: served.url, mode: 'refused', authorised: false, rpcUrls: { '31337': 'http://127.0.0.1:8545' }, profile: PHONE })
  await s.page.goto(served.url, { waitUntil: 'commit' })
  navs.push((await waitForMark(s.page, 'button', 30000))!)
  const box = await s.page.getByText('Connect Wallet', { exact: true }).first().boundingBox()
  await s.page.waitForTimeout(after)
  await s.page.evaluate(() => (window as any).__bench.arm('click'))
  await s.page.touchscreen.tap(box!.x + 5, box!.y + 5)
  const wallet = await waitForMark(s.page, 'wallet', 10000)
  const probe = await readProbe(s.page)
  times.push(wallet! - probe.marks.click!)
  await s.close()
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!
console.log(`tap at ${after}: median ${med(times).toFixed(0)} [${times.map((t) => t.toFixed(0)).join(' ')}]; nav median ${med(navs).toFixed(0)}`)
await browser.close()
await served.close()
