import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileContracts } from './compileContracts'

const cacheDir = await mkdtemp(join(tmpdir(), 'berth-contracts-'))
afterAll(() => rm(cacheDir, { recursive: true, force: true }))

describe('compileContracts', () => {
  it('compiles the devnet contracts with solc, then reads them back from the cache', async () => {
    const first = await compileContracts(cacheDir)
    expect(first.cached).toBe(false)
    for (const name of ['DevnetToken', 'TetherStyleToken', 'DevnetCollection'] as const) {
      expect(first.artifacts[name].bytecode, name).toMatch(/^0x60[0-9a-f]{1000,}$/)
    }
    const transfer = (name: 'DevnetToken' | 'TetherStyleToken') =>
      first.artifacts[name].abi.find((item) => item.type === 'function' && item.name === 'transfer')
    expect(transfer('DevnetToken')).toMatchObject({ outputs: [{ type: 'bool' }] })
    expect(transfer('TetherStyleToken')).toMatchObject({ outputs: [] })

    const second = await compileContracts(cacheDir)
    expect(second.cached).toBe(true)
    expect(second.artifacts).toEqual(first.artifacts)
    expect(second.ms).toBeLessThan(first.ms)
  }, 30_000)

  it('recompiles over a corrupt cache file', async () => {
    const [file] = (await readdir(cacheDir)).filter((name) => name.startsWith('contracts-'))
    await writeFile(join(cacheDir, file!), '{"DevnetToken": 1')
    const again = await compileContracts(cacheDir)
    expect(again.cached).toBe(false)
    expect((await compileContracts(cacheDir)).cached).toBe(true)
  }, 30_000)
})
