// @vitest-environment jsdom
/// <reference types="vite/client" />
import { cleanup, render } from '@testing-library/react'
import type { ComponentType, ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeRoot } from './theme/ThemeRoot'
import type { ThemeMode } from './theme/themeStyle'

afterEach(cleanup)

type StoryFn = ComponentType<Record<string, unknown>> & {
  args?: Record<string, unknown>
  decorators?: Array<(Story: ComponentType, context: unknown) => ReactElement>
}
type StoryDefaultExport = {
  title?: string
  args?: Record<string, unknown>
  decorators?: Array<(Story: ComponentType, context: unknown) => ReactElement>
}
type StoryModule = Record<string, unknown> & { default?: StoryDefaultExport }

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .flatMap(([name, value]) => (['light', 'dark'] as const).map((mode) => [`${file} ${name} (${mode})`, mod, value as StoryFn, mode] as const)),
)

function renderStory(mod: StoryModule, Story: StoryFn, mode: ThemeMode) {
  const args = { ...mod.default?.args, ...Story.args }
  const Bare: ComponentType = () => <Story {...args} />
  const decorators = [...(Story.decorators ?? []), ...(mod.default?.decorators ?? [])]
  const Decorated = decorators.reduce<ComponentType>((Inner, decorate) => () => decorate(Inner, { args, globalState: { theme: mode } }), Bare)
  return render(
    <ThemeRoot mode={mode}>
      <Decorated />
    </ThemeRoot>,
  )
}

describe('stories', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10)
    for (const [file, mod] of Object.entries(modules)) {
      expect(mod.default?.title, `${file} default export title`).toBeTruthy()
    }
  })

  it.each(cases)('%s renders', (_label, mod, Story, mode) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { container } = renderStory(mod, Story, mode)
      const root = container.querySelector(`[data-theme="${mode}"]`)
      expect(root).not.toBeNull()
      // something rendered: inline content, or a portalled dialog
      expect(root!.childElementCount + document.querySelectorAll('[role="dialog"]').length).toBeGreaterThan(0)
      // React reports render errors and invalid markup through console.error
      expect(error.mock.calls.map((c) => String(c[0]))).toEqual([])
    } finally {
      error.mockRestore()
    }
  })
})
