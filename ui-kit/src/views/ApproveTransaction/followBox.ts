import type { FrameArea } from '@berth/headless/embedded'

/** Frames followed after each move: the modal's opening animation and its view fades move the box with no event on it. */
const FOLLOW_FRAMES = 30

const same = (a: FrameArea | undefined, b: FrameArea) => a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

/**
 * Calls `onChange` with `element`'s box in viewport pixels now and each time it moves or changes
 * size: a window resize, a scroll anywhere (the modal's body or the page), its own size, an animation
 * or transition ending; after each of these it follows the box for a few frames. Returns the stop.
 */
export function followBox(element: HTMLElement, onChange: (area: FrameArea) => void): () => void {
  const view = element.ownerDocument.defaultView ?? window
  let last: FrameArea | undefined
  let frames = 0
  let handle: number | undefined
  const measure = () => {
    const rect = element.getBoundingClientRect()
    const area = { top: Math.round(rect.top), left: Math.round(rect.left), width: Math.round(rect.width), height: Math.round(rect.height) }
    if (same(last, area)) return
    last = area
    onChange(area)
  }
  const tick = () => {
    handle = undefined
    measure()
    frames -= 1
    if (frames > 0) handle = view.requestAnimationFrame(tick)
  }
  const follow = () => {
    measure()
    frames = FOLLOW_FRAMES
    handle ??= view.requestAnimationFrame(tick)
  }
  const resized = typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(follow) : undefined
  resized?.observe(element)
  const events = ['resize', 'scroll', 'animationend', 'transitionend'] as const
  for (const name of events) view.addEventListener(name, follow, { capture: true, passive: true })
  follow()
  return () => {
    if (handle !== undefined) view.cancelAnimationFrame(handle)
    resized?.disconnect()
    for (const name of events) view.removeEventListener(name, follow, { capture: true })
  }
}
