import { cleanup, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LoadBoundary } from './LoadBoundary'
import { flakyModule } from '../testing/flakyModule'
import { preloadableLazy } from './preloadableLazy'

afterEach(cleanup)

/** A lazily loaded part whose first load fails (the network dropped), and every later one succeeds. */
function flakyPart() {
  const { load, calls } = flakyModule()
  return { part: preloadableLazy<object>(load), calls }
}

function Tree({ resetKey, Part }: { resetKey: unknown; Part: ComponentType }) {
  return (
    <LoadBoundary resetKey={resetKey} fallback={() => <p>could not load</p>}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </LoadBoundary>
  )
}

describe('LoadBoundary', () => {
  it('shows its fallback when the code cannot load, loads it once, and loads afresh when resetKey changes', async () => {
    const { part, calls } = flakyPart()
    const { rerender } = render(<Tree resetKey={false} Part={part.Component} />)
    expect(await screen.findByText('could not load')).toBeTruthy()
    expect(calls()).toBe(1)
    rerender(<Tree resetKey={false} Part={part.Component} />)
    expect(screen.getByText('could not load')).toBeTruthy()
    expect(calls()).toBe(1)
    rerender(<Tree resetKey={true} Part={part.Component} />)
    expect(await screen.findByText('loaded')).toBeTruthy()
    expect(calls()).toBe(2)
  })

  it('a changed resetKey does not reload what loaded', async () => {
    const { part, calls } = flakyPart()
    await part.preload().catch(() => undefined)
    await part.preload()
    const { rerender } = render(<Tree resetKey={1} Part={part.Component} />)
    expect(await screen.findByText('loaded')).toBeTruthy()
    rerender(<Tree resetKey={2} Part={part.Component} />)
    expect(screen.getByText('loaded')).toBeTruthy()
    expect(calls()).toBe(2)
  })
})
