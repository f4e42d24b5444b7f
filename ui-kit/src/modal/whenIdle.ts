/** Runs `task` when the page is next idle (or after `timeoutMs`), unless cancelled first. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(task, timeoutMs)
  return () => clearTimeout(timer)
}
