import { useFocusGuards } from '@radix-ui/react-focus-guards'
import { hideOthers } from 'aria-hidden'
import { useEffect, type RefObject } from 'react'
import { RemoveScroll } from 'react-remove-scroll'

/**
 * What a modal dialog does to the rest of the page once it shows: the page's scroll locked
 * (react-remove-scroll, pinch zoom still allowed; the dialog, a shard, scrolls within itself),
 * everything but the dialog hidden from assistive technology (aria-hidden), and Radix's focus
 * guards at the body's edges. A chunk of its own that Modal renders after the dialog's first frame
 * has painted: none of it changes what that frame shows, so a first tap does not wait for its code.
 */
export default function PageLock({ dialog }: { dialog: RefObject<HTMLElement | null> }) {
  useFocusGuards()
  useEffect(() => {
    const node = dialog.current
    if (node) return hideOthers(node)
  }, [dialog])
  // The lock's own element holds nothing and takes no room: outside the dialog (the overlay
  // included) nothing scrolls.
  return (
    <RemoveScroll allowPinchZoom shards={[dialog]} style={{ display: 'none' }}>
      {null}
    </RemoveScroll>
  )
}
