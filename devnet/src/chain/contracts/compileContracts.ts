import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'
import { defaultCacheDir } from '../../api/db/paths'

export const contractNames = ['DevnetToken', 'TetherStyleToken', 'DevnetCollection', 'DevnetSmartAccount', 'DevnetAccountFactory'] as const
export type ContractName = (typeof contractNames)[number]

export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}
export type ContractArtifacts = Record<ContractName, ContractArtifact>

export interface CompiledContracts {
  artifacts: ContractArtifacts
  /** True when read from the cache instead of compiled. */
  cached: boolean
  ms: number
}

const sourceDir = fileURLToPath(new URL('.', import.meta.url))

// Gas costs nothing on the devnet and the optimizer more than doubles the compile time (3.3 s
// against 1.3 s here), so it is off. A fixed EVM version keeps the bytecode the same whatever
// solc's default becomes.
const settings = {
  optimizer: { enabled: false },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

const artifactSchema = z.object({ abi: z.array(z.any()), bytecode: z.string().regex(/^0x[0-9a-f]+$/) }) as z.ZodType<ContractArtifact>
const artifactsSchema = z.object({
  DevnetToken: artifactSchema,
  TetherStyleToken: artifactSchema,
  DevnetCollection: artifactSchema,
  DevnetSmartAccount: artifactSchema,
  DevnetAccountFactory: artifactSchema,
}) satisfies z.ZodType<ContractArtifacts>

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.any()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })))
    .optional(),
})

function solcVersion(): string {
  const pkg = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('solc/package.json'), 'utf8')) as { version?: unknown }
  return String(pkg.version)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function readSources(): Promise<Record<string, { content: string }>> {
  const files = (await readdir(sourceDir)).filter((file) => file.endsWith('.sol')).sort()
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, { content: await readFile(join(sourceDir, file), 'utf8') }] as const)))
}

async function compileWithSolc(sources: Record<string, { content: string }>): Promise<ContractArtifacts> {
  // Loading solc alone takes ~0.6 s: only when the cache misses.
  const solc = (await import('solc')).default as { compile(input: string): string }
  const output = solcOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings }))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed on the devnet contracts:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const found = Object.fromEntries(Object.values(output.contracts ?? {}).flatMap((byName) => Object.entries(byName)))
  const artifacts: Partial<ContractArtifacts> = {}
  for (const name of contractNames) {
    const compiled = found[name]
    if (!compiled) throw new Error(`solc produced no ${name}`)
    artifacts[name] = { abi: compiled.abi as Abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  }
  return artifacts as ContractArtifacts
}

/**
 * The devnet contracts (the .sol files beside this one), compiled with npm solc. A compile takes
 * about 1.9 s on these machines (solc load 0.6 s), so the artifacts are cached in `cacheDir` under
 * the hash of the sources, the solc version and the settings: an edited contract is recompiled,
 * an unchanged one is read back in a few ms. A cache file that fails its schema is recompiled.
 */
export async function compileContracts(cacheDir: string = defaultCacheDir): Promise<CompiledContracts> {
  const started = performance.now()
  const sources = await readSources()
  const key = createHash('sha256')
    .update(JSON.stringify({ solc: solcVersion(), settings, sources }))
    .digest('hex')
    .slice(0, 24)
  const file = join(cacheDir, `contracts-${key}.json`)
  const cached = artifactsSchema.safeParse(await readFile(file, 'utf8').then(parseJson, () => undefined))
  if (cached.success) return { artifacts: cached.data, cached: true, ms: Math.round(performance.now() - started) }
  const artifacts = await compileWithSolc(sources)
  await mkdir(cacheDir, { recursive: true })
  // Written aside then renamed: a parallel test worker never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(artifacts))
  await rename(temporary, file)
  return { artifacts, cached: false, ms: Math.round(performance.now() - started) }
}
