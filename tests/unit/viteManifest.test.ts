// The manifest helpers the size budgets, the bench and the browser tests read builds with.
import { describe, expect, it } from 'vitest'
import { chunkKey, staticClosure, type Manifest } from '../../scripts/lib/viteManifest.cjs'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/b.js' },
  '../../ui-kit/src/berth-modal/ModalHost.tsx': { file: 'assets/c.js', imports: ['_shared.js', '_modal.js'] },
  '_modal.js': { file: 'assets/d.js', imports: ['_shared.js'] },
}

describe('the Vite manifest helpers', () => {
  it('a chunk and everything it imports statically, each file once', () => {
    expect([...staticClosure(manifest, ['index.html'])]).toEqual(['assets/index-a.js', 'assets/b.js'])
    expect([...staticClosure(manifest, [chunkKey(manifest, '/ModalHost.tsx')])].sort()).toEqual(['assets/b.js', 'assets/c.js', 'assets/d.js'])
  })

  it('finds a chunk by the end of its module path, and throws for a module the build has no chunk of', () => {
    expect(chunkKey(manifest, 'berth-modal/ModalHost.tsx')).toBe('../../ui-kit/src/berth-modal/ModalHost.tsx')
    expect(() => chunkKey(manifest, 'views/Gone.tsx')).toThrow('no chunk for views/Gone.tsx')
  })
})
