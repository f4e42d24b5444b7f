// localSiwx's BIP-322 check as the example's build ships it, run in real Chromium: the lazy chunk
// (verifyBip122Signature, which loads bip322-js in a chunk of its own) must bring what bip322-js
// needs of Node (Buffer, and global and process while it loads) and leave no Node-like `process`
// on the page. The signatures are made here in Node with regtest keys (bip322-js's Signer).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { testBitcoinKey } from '../../headless/src/testing/testBitcoinKeys.js'
import { setupE2E } from './harness/index.js'
import { exampleUrl } from './harness/modal.js'

const e2e = setupE2E()
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** The built file of the verify chunk, from the example's Vite manifest. */
function verifyChunk(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'examples/modal/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  const key = Object.keys(manifest).find((name) => name.endsWith('headless/src/siwx/bip122/verifyBip122Signature.ts'))
  if (!key) throw new Error("the example's build has no verifyBip122Signature chunk")
  return `/${manifest[key]?.file}`
}

test("the example's BIP-322 chunk verifies P2WPKH and P2TR sign-ins in Chromium, refuses the rest, and leaves no Node globals but Buffer", async () => {
  const key = testBitcoinKey(7)
  const other = testBitcoinKey(8)
  const message = `127.0.0.1:5273 wants you to sign in with your Bitcoin account:\n${key.p2wpkh}\n\nURI: http://127.0.0.1:5273\nVersion: 1`
  const cases = {
    p2wpkh: [key.p2wpkh, message, key.sign(key.p2wpkh, message)],
    p2tr: [key.p2tr, message, key.sign(key.p2tr, message)],
    tamperedMessage: [key.p2wpkh, `${message} `, key.sign(key.p2wpkh, message)],
    otherKey: [key.p2wpkh, message, other.sign(other.p2wpkh, message)],
    otherAddress: [key.p2tr, message, key.sign(key.p2wpkh, message)],
    garbage: [key.p2wpkh, message, 'garbage!'],
    notAnAddress: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message, key.sign(key.p2wpkh, message)],
  } satisfies Record<string, [string, string, string]>

  const { page, pageErrors } = await e2e.newWalletPage()
  await page.goto(exampleUrl())
  const answer = await page.evaluate(
    async ({ chunk, cases }) => {
      const scope = globalThis as { Buffer?: unknown; global?: unknown; process?: unknown }
      const before = { process: typeof scope.process, global: typeof scope.global }
      // A dynamic import written here would be rewritten by vitest's own module loader: the page's is asked for by name.
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>
      const { verifyBip122Signature } = (await load(chunk)) as { verifyBip122Signature: (a: string, m: string, s: string) => Promise<boolean> }
      const results: Record<string, boolean | string> = {}
      for (const [name, [address, text, signature]] of Object.entries(cases)) {
        results[name] = await verifyBip122Signature(address, text, signature).catch((error: Error) => `threw ${error.message}`)
      }
      return { before, results, after: { Buffer: typeof scope.Buffer, process: typeof scope.process, global: typeof scope.global } }
    },
    { chunk: verifyChunk(), cases },
  )
  expect(answer.before).toEqual({ process: 'undefined', global: 'undefined' })
  expect(answer.results).toEqual({
    p2wpkh: true,
    p2tr: true,
    tamperedMessage: false,
    otherKey: false,
    otherAddress: false,
    garbage: false,
    notAnAddress: false,
  })
  expect(answer.after).toEqual({ Buffer: 'function', process: 'undefined', global: 'undefined' })
  expect(pageErrors()).toEqual([])
})
