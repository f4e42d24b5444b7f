import { defineConfig } from 'tsdown'

// The published build (docs/packaging.md): one ESM module and one .d.ts per source module, so each
// view, ModalHost and the branding footer stay dynamic imports of separate files and an app's
// bundler splits them as it does from src/. @berth/headless, Radix, cva and uqr stay imports.
// styles.css: src/theme/berth.css with its @imports inlined by Lightning CSS (@tsdown/css), as
// written (no syntax lowering: the app's own bundler decides its browser targets).
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    unbundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    checks: { pluginTimings: false },
    // Imports stay imports: the app's bundler inlines constants itself, and an inlined import would
    // leave a bare `import './x.js'` behind.
    inputOptions: { optimization: { inlineConst: false } },
  },
  {
    entry: { styles: 'src/theme/berth.css' },
    // The JavaScript build above empties dist/ first; this one only adds styles.css.
    clean: false,
    css: { fileName: 'styles.css', target: false },
  },
])
