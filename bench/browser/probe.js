// The init script every measured page gets before its own scripts run (plain JS, read as text so
// that no transform adds helpers the page lacks). It records, in the page's own clock
// (performance.now(), 0 = navigation start), when watched things first become visible: checked on
// every DOM mutation (the document and every shadow root, as AppKit renders into shadow DOM) and on
// every animation frame (opacity transitions). Also: long tasks, and the click and
// keydown times (event.timeStamp) the bench measures from. Results: window.__bench.

// biome-ignore lint/correctness/noUnusedVariables: called by the script bench/pageProbe.ts appends to this file's text
function probe(config) {
  const marks = {}
  const watches = []
  const roots = [document]
  const longTasks = []
  let maxRows = 0
  let rowSelector = ''

  const visible = (element) => {
    if (!element) return false
    const check = element.checkVisibility
    if (check && !check.call(element, { opacityProperty: true, visibilityProperty: true })) return false
    return element.getClientRects().length > 0
  }
  const addressPattern = new RegExp(`^${config.addressStart}[0-9a-f.…•\\s]*${config.addressEnd}$`, 'i')
  /** The first visible text node (any root) whose trimmed text passes. */
  const findText = (test) => {
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue?.trim()
        if (text && test(text) && visible(node.parentElement)) return true
      }
    }
    return false
  }
  const check = () => {
    for (const watch of watches) {
      if (watch.name in marks) continue
      if (watch.test()) {
        marks[watch.name] = performance.now()
        watch.onHit?.()
      }
    }
    if (rowSelector) maxRows = Math.max(maxRows, document.querySelectorAll(rowSelector).length)
  }
  const observer = new MutationObserver(check)
  const observe = (root) => observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    observe(root)
    return root
  }
  observe(document)
  const frame = () => {
    check()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long task timing in this browser
  }

  const watch = (name, test) => {
    if (!watches.some((w) => w.name === name)) watches.push({ name, test })
    check()
  }
  const isAddress = (text) => addressPattern.test(text)
  watch('button', () => findText((text) => text === config.button || config.pending.includes(text) || isAddress(text)))
  watch('connectButton', () => findText((text) => text === config.button))
  watch('wallet', () => findText((text) => text === config.wallet))
  watch('connected', () => findText(isAddress))
  // Input times, in the same clock: the first click and keydown after the bench arms them.
  const armed = {}
  for (const type of ['click', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        if (armed[type] && !(type in marks)) marks[type] = event.timeStamp
      },
      true,
    )
  }

  window.__bench = {
    marks,
    longTasks,
    arm: (type) => (armed[type] = true),
    watchText: (name, text) => watch(name, () => findText((t) => t === text || t.startsWith(`${text} `) || t.endsWith(` ${text}`))),
    /** Rows matched by selector, every one's aria-label passing the pattern (and at least one). */
    watchRows: (name, selector, pattern, differentFrom) => {
      rowSelector = selector
      const re = new RegExp(pattern, 'i')
      watch(name, () => {
        const rows = [...document.querySelectorAll(selector)]
        if (rows.length === 0 || !visible(rows[0])) return false
        const labels = rows.map((row) => row.querySelector('[aria-label]')?.getAttribute('aria-label') ?? row.textContent ?? '')
        if (differentFrom !== undefined && labels.join('|') === differentFrom) return false
        return labels.every((label) => re.test(label))
      })
    },
    rowLabels: (selector) =>
      [...document.querySelectorAll(selector)].map((row) => row.querySelector('[aria-label]')?.getAttribute('aria-label') ?? row.textContent ?? '').join('|'),
    maxRows: () => maxRows,
  }
}
