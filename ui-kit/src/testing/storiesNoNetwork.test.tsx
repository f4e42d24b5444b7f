// @vitest-environment jsdom
/// <reference types="vite/client" />
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeRoot } from '../theme/ThemeRoot'
import Account from '../views/Account/Account'
import { createFixtureClient, FixtureProvider } from './fixtureClient'

/*
 * The view, modal and connect-button stories run on fixture clients: whatever they show, and
 * however long they stay open, they must never call the devnet (anvil at 127.0.0.1:8545).
 */

type StoryModule = Record<string, unknown>
const modules = import.meta.glob<StoryModule>(['../views/**/*.stories.tsx', '../berth-modal/*.stories.tsx', '../connect-button/*.stories.tsx'], {
  eager: true,
})
const stories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .map(([name, value]) => [`${file} ${name}`, value as ComponentType] as const),
)

const fetchSpy = vi.fn((..._args: unknown[]) => Promise.reject(new TypeError('network disabled in tests')))

beforeEach(() => {
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))

describe('fixture stories make no network request', () => {
  it('finds the view, modal and connect-button stories', () => {
    expect(stories.length).toBeGreaterThanOrEqual(19)
  })

  it.each(stories)('%s', async (_name, Story) => {
    render(
      <ThemeRoot mode="light">
        <Story />
      </ThemeRoot>,
    )
    await settle()
    // what makes TanStack Query refetch in the background
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('online'))
    })
    await settle()
    // the lazy modal and its view have loaded: the story shows its real content
    await waitFor(() => expect(document.querySelector('[data-slot="view-fallback"]')).toBeNull())
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('(the check works: without the seeded balance, Account does fetch it from the RPC)', async () => {
    const fixture = createFixtureClient('connected')
    fixture.queryClient.clear()
    render(
      <FixtureProvider fixture="connected" value={fixture}>
        <Account />
      </FixtureProvider>,
    )
    expect(screen.getByText('Loading balance…')).toBeTruthy()
    // the RPC client (viem) is imported on first use, which can take a while on a busy machine
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled(), { timeout: 15_000 })
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('127.0.0.1:8545')
  }, 20_000)
})
