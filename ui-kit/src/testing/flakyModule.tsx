import type { ComponentType } from 'react'

function Loaded() {
  return <p>loaded</p>
}

/**
 * A module loader whose first load fails as a dropped network fails a dynamic import, and whose
 * later loads give a component showing 'loaded'; `calls()` counts the loads.
 */
export function flakyModule() {
  let calls = 0
  const load = (): Promise<{ default: ComponentType }> => {
    calls++
    if (calls === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    return Promise.resolve({ default: Loaded })
  }
  return { load, calls: () => calls }
}
