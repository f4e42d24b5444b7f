// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Component, type ComponentType, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createViewRegistry, resolveView } from './viewRegistry'
import { flakyModule } from '../testing/flakyModule'
import { ModuleLoadError } from './ModuleLoadError'
import { ViewOutlet } from './ViewOutlet'

afterEach(cleanup)

const module = (text: string) => () => Promise.resolve({ default: (() => <p>{text}</p>) as ComponentType })
const MyAccount = () => <p>my account</p>

function makeRegistry() {
  const loaders = {
    Connect: vi.fn(module('stock connect')),
    Account: vi.fn(module('stock account')),
  }
  return { loaders, registry: createViewRegistry(loaders) }
}

describe('createViewRegistry', () => {
  it('memoises one lazy component per name and loads lazily', () => {
    const { registry, loaders } = makeRegistry()
    expect(registry.get('Connect')).toBe(registry.get('Connect'))
    expect(registry.get('Connect')).not.toBe(registry.get('Account'))
    expect(loaders.Connect).not.toHaveBeenCalled()
    expect(registry.names).toEqual(['Connect', 'Account'])
    expect(registry.has('Connect')).toBe(true)
    expect(registry.has('Swap')).toBe(false)
  })

  it('preload runs the loader once', async () => {
    const { registry, loaders } = makeRegistry()
    await registry.preload('Account')
    await registry.preload('Account')
    render(<ViewOutlet registry={registry} name="Account" />)
    expect(await screen.findByText('stock account')).toBeTruthy()
    expect(loaders.Account).toHaveBeenCalledTimes(1)
  })

  it('a preloaded view renders in the same commit, without suspending', async () => {
    const { registry } = makeRegistry()
    await registry.preload('Connect')
    render(<ViewOutlet registry={registry} name="Connect" />)
    expect(screen.getByText('stock connect')).toBeTruthy()
  })

  it('a view not preloaded suspends first, then shows', async () => {
    const { registry } = makeRegistry()
    render(<ViewOutlet registry={registry} name="Connect" />)
    expect(screen.queryByText('stock connect')).toBeNull()
    expect(await screen.findByText('stock connect')).toBeTruthy()
  })

  it('retries a view whose load failed', async () => {
    const { load, calls } = flakyModule()
    const registry = createViewRegistry({ Flaky: load })
    const failure = await registry.preload('Flaky').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ModuleLoadError)
    expect((failure as ModuleLoadError).cause).toEqual(new TypeError('Failed to fetch dynamically imported module'))
    await registry.preload('Flaky')
    expect(calls()).toBe(2)
  })

  it("a view whose code cannot load says so in place of the view, and 'Try again' loads it", async () => {
    const { load, calls } = flakyModule()
    const registry = createViewRegistry({ Flaky: load })
    render(<ViewOutlet registry={registry} name="Flaky" />)
    expect(await screen.findByText('This view could not load')).toBeTruthy()
    expect(calls()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('loaded')).toBeTruthy()
    expect(screen.queryByText('This view could not load')).toBeNull()
    expect(calls()).toBe(2)
  })

  it('an error that is not a failed load is not taken for one: it goes on to the next boundary', async () => {
    const registry = createViewRegistry({ Buggy: loadBroken })
    await registry.preload('Buggy')
    caughtByOuter.length = 0
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Outer>
        <ViewOutlet registry={registry} name="Buggy" />
      </Outer>,
    )
    expect(await screen.findByText('outer caught it')).toBeTruthy()
    expect(screen.queryByText('This view could not load')).toBeNull()
    expect(caughtByOuter).toEqual([new Error('a bug in the view')])
    consoleError.mockRestore()
  })
})

function Broken(): ReactNode {
  throw new Error('a bug in the view')
}

const loadBroken = () => Promise.resolve({ default: Broken })

const caughtByOuter: unknown[] = []
/** The app's own error boundary, above the modal. */
class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    caughtByOuter.push(error)
  }
  override render() {
    return this.state.failed ? <p>outer caught it</p> : this.props.children
  }
}

describe('resolveView and ViewOutlet', () => {
  it('an override replaces exactly one view and keeps the rest', async () => {
    const { registry, loaders } = makeRegistry()
    const overrides = { Account: MyAccount }

    expect(resolveView(registry, 'Account', overrides)).toBe(MyAccount)
    expect(resolveView(registry, 'Connect', overrides)).toBe(registry.get('Connect'))
    expect(resolveView(registry, 'Account')).toBe(registry.get('Account'))

    const { rerender } = render(<ViewOutlet registry={registry} name="Account" overrides={overrides} />)
    expect(screen.getByText('my account')).toBeTruthy()
    expect(loaders.Account).not.toHaveBeenCalled()

    rerender(<ViewOutlet registry={registry} name="Connect" overrides={overrides} />)
    expect(await screen.findByText('stock connect')).toBeTruthy()
    expect(screen.queryByText('my account')).toBeNull()
  })

  it('shows a spinner while a view loads, then the view', async () => {
    let resolve: (m: { default: ComponentType }) => void = () => undefined
    const loadSlow = () =>
      new Promise<{ default: ComponentType }>((r) => {
        resolve = r
      })
    const registry = createViewRegistry({ Slow: loadSlow })
    render(<ViewOutlet registry={registry} name="Slow" />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    resolve({ default: () => <p>slow view</p> })
    expect(await screen.findByText('slow view')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('uses a custom fallback', () => {
    const loadNever = () => new Promise<never>(() => undefined)
    const registry = createViewRegistry({ Never: loadNever })
    render(<ViewOutlet registry={registry} name="Never" fallback={<p>please wait</p>} />)
    expect(screen.getByText('please wait')).toBeTruthy()
  })
})
