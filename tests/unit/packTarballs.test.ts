import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { findTarball, listTarball, tarballPrefix, tarballProblems } from '../../scripts/lib/pack.mjs'

const made: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'berth-pack-test-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const good = [
  'package/package.json',
  'package/README.md',
  'package/LICENSE',
  'package/dist/index.js',
  'package/dist/index.d.ts',
  'package/dist/views/Account/Account.js',
]

describe('tarballProblems', () => {
  test('package.json, README.md, LICENSE and dist/ are all a tarball may hold', () => {
    expect(tarballProblems(good)).toEqual([])
  })

  test('sources, and anything else outside dist/, are named', () => {
    expect(tarballProblems([...good, 'package/src/index.ts', 'package/tsdown.config.ts'])).toEqual([
      'src/index.ts: only dist/, README.md and LICENSE belong in the tarball',
      'tsdown.config.ts: only dist/, README.md and LICENSE belong in the tarball',
    ])
  })

  test('tests, stories and testing fakes inside dist/ are named', () => {
    expect(
      tarballProblems([...good, 'package/dist/client.test.js', 'package/dist/primitives/Button.stories.js', 'package/dist/testing/fakeProvider.js']),
    ).toEqual([
      'dist/client.test.js: a test, story or testing fake',
      'dist/primitives/Button.stories.js: a test, story or testing fake',
      'dist/testing/fakeProvider.js: a test, story or testing fake',
    ])
  })

  test('a missing README, LICENSE or build is named', () => {
    expect(tarballProblems(['package/package.json', 'package/dist/styles.css'])).toEqual([
      'README.md is missing',
      'LICENSE is missing',
      'dist/ holds no JavaScript',
    ])
  })
})

describe('findTarball', () => {
  test('finds the tarball pnpm pack names after the package, not one of a package whose name starts the same', () => {
    const dir = tempDir()
    for (const file of ['berth-headless-extras-1.0.0.tgz', 'berth-headless-0.1.0.tgz', 'berth-ui-kit-0.1.0.tgz', 'notes.txt'])
      writeFileSync(join(dir, file), '')
    expect(tarballPrefix('@berth/ui-kit')).toBe('berth-ui-kit-')
    expect(findTarball(dir, '@berth/headless')).toBe(join(dir, 'berth-headless-0.1.0.tgz'))
    expect(findTarball(dir, '@berth/ui-kit')).toBe(join(dir, 'berth-ui-kit-0.1.0.tgz'))
  })

  test('undefined when the folder or the tarball is missing; an error when two versions are there', () => {
    const dir = tempDir()
    expect(findTarball(join(dir, 'missing'), '@berth/headless')).toBeUndefined()
    expect(findTarball(dir, '@berth/headless')).toBeUndefined()
    writeFileSync(join(dir, 'berth-headless-0.1.0.tgz'), '')
    writeFileSync(join(dir, 'berth-headless-0.2.0.tgz'), '')
    expect(() => findTarball(dir, '@berth/headless')).toThrow(/several tarballs of @berth\/headless/)
  })
})

test('listTarball lists the paths inside a .tgz', () => {
  const dir = tempDir()
  mkdirSync(join(dir, 'package/dist'), { recursive: true })
  writeFileSync(join(dir, 'package/package.json'), '{}')
  writeFileSync(join(dir, 'package/dist/index.js'), '')
  const tarball = join(dir, 'x.tgz')
  expect(spawnSync('tar', ['-czf', tarball, '-C', dir, 'package/package.json', 'package/dist/index.js']).status).toBe(0)
  expect(listTarball(tarball)).toEqual(['package/package.json', 'package/dist/index.js'])
  expect(() => listTarball(join(dir, 'missing.tgz'))).toThrow(/tar -tzf/)
})
