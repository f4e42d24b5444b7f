import { Component, type ReactNode } from 'react'
import { ModuleLoadError } from './ModuleLoadError'
import { retryFailedLoads } from './preloadableLazy'

/** What LoadBoundary takes: its children (lazily loaded), and what shows while their code cannot load. */
export type LoadBoundaryProps = {
  /** Shown instead of the children while their code cannot load; `retry` renders them again, which loads it afresh. */
  fallback: (retry: () => void) => ReactNode
  /** When it changes (e.g. the modal opening again), a failed load is tried again as `retry` would. */
  resetKey?: unknown
  children?: ReactNode
}

type LoadBoundaryState = { error?: unknown; resetKey?: unknown }

/**
 * Catches a ModuleLoadError from its lazily loaded children (the network dropped while their code
 * was on its way) and shows `fallback` instead of taking the page down; the fallback's `retry`
 * loads it afresh. Other errors pass through.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = {}

  static getDerivedStateFromError(error: unknown): LoadBoundaryState {
    return { error }
  }

  static getDerivedStateFromProps({ resetKey }: LoadBoundaryProps, state: LoadBoundaryState): LoadBoundaryState | null {
    if (resetKey === state.resetKey) return null
    if (state.error === undefined) return { resetKey }
    // Before this render, so that it finds the lazy parts ready to load afresh.
    retryFailedLoads()
    return { resetKey, error: undefined }
  }

  private readonly retry = () => {
    retryFailedLoads()
    this.setState({ error: undefined })
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    // Not ours to handle: thrown again, it reaches the next boundary up.
    if (!(error instanceof ModuleLoadError)) throw error
    return this.props.fallback(this.retry)
  }
}
