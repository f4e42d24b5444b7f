import { useEffect, useState } from 'react'

/**
 * False in the render that shows a component and until the frame after it has painted, then true:
 * for a part that the first frame does without (its data comes from the network anyway), so that
 * neither its render nor its effects (a query's fetch) delay that frame. A hidden render (a modal
 * built ahead in an Activity) runs no effects, so it counts from when the component shows.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A timer set in the frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
