/**
 * Makes the browser's globals detect Berth touching them, for a test that runs as a server would
 * (vitest's node environment: none of these exist). Each global becomes a getter: called from
 * Berth's own sources (headless/src, ui-kit/src) it records the touch and throws, so a touch that
 * Berth's code catches still fails the test; called from anywhere else (React, TanStack Query,
 * Radix probe `typeof window` on import) it returns undefined, which is what they find on a server.
 * Even a `typeof window` check in Berth counts: on the server paths, Berth must not look at all.
 */
const NAMES = ['window', 'self', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'navigator'] as const

const BERTH_SOURCE = /[/\\](headless|ui-kit)[/\\]src[/\\]/
const THIS_FILE = /guardBrowserGlobals\.ts/

export type GlobalTouch = { name: string; caller: string }

export type BrowserGlobalsGuard = {
  /** Every touch from Berth's sources since the guard was set. */
  touches: GlobalTouch[]
  restore(): void
}

/** The first stack frame outside this file: whoever read the global. */
function callerOf(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '))
  return frames.find((frame) => !THIS_FILE.test(frame))?.trim() ?? '(unknown)'
}

export function guardBrowserGlobals(): BrowserGlobalsGuard {
  const touches: GlobalTouch[] = []
  const saved = NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const name of NAMES) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const caller = callerOf(new Error().stack)
        if (!BERTH_SOURCE.test(caller) || caller.includes('node_modules')) return undefined
        touches.push({ name, caller })
        throw new Error(`Berth touched \`${name}\` where a server has none, ${caller}`)
      },
    })
  }
  return {
    touches,
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else delete (globalThis as Record<string, unknown>)[name]
      }
    },
  }
}
