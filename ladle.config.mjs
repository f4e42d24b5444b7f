// Ladle configuration for @berth/ui-kit. Ladle 5 reads only .ladle/config.mjs, which re-exports
// this file. Run from the repo root: `pnpm ladle` (serve) or `pnpm ladle:build`.

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'ui-kit/src/**/*.stories.tsx',
  // React, react-dom aliases live in this Vite config (Ladle's own React copy must not be used).
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build/ladle',
  defaultStory: 'modal--modal--default',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true, options: { mobile: 375, modal: 400, desktop: 1024 }, defaultState: 0 },
    a11y: { enabled: false },
    msw: { enabled: false },
  },
}
