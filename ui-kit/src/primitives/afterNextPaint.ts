type Task = () => void

let queued: Task[] = []
let scheduled = false

/**
 * Runs `task` once the next frame has painted, with every other task queued for that frame in one
 * timer callback. Returns a cancel function. For work a frame can show without, whose cost would
 * otherwise land in the frame that answers the visitor's input (a keystroke's narrowed rows).
 */
export function afterNextPaint(task: Task): () => void {
  queued.push(task)
  if (!scheduled) {
    scheduled = true
    // A timer set in the frame's callback runs once that frame is painted.
    requestAnimationFrame(() => {
      setTimeout(() => {
        const tasks = queued
        queued = []
        scheduled = false
        for (const run of tasks) run()
      }, 0)
    })
  }
  return () => {
    queued = queued.filter((other) => other !== task)
  }
}
