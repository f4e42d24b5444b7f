// Vite config for Ladle only. Ladle's package resolves its own React copy; stories and Ladle's UI
// must share the kit's React, so react and react-dom are pinned to @berth/ui-kit's.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromKit = createRequire(join(root, 'ui-kit', 'package.json'))
const pkgDir = (name) => dirname(requireFromKit.resolve(`${name}/package.json`))

export default {
  resolve: {
    alias: {
      react: pkgDir('react'),
      'react-dom': pkgDir('react-dom'),
    },
    dedupe: ['react', 'react-dom'],
  },
}
