import { existsSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const platformPackages: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The native anvil binary, resolved the way @foundry-rs/anvil's own launcher does. We skip that
 * launcher (a Node wrapper) so the process we spawn and kill is anvil itself, not a middleman.
 * Resolving from the wrapper's real directory finds the platform package where pnpm puts it.
 */
export function resolveAnvilBinary(): string {
  const requireHere = createRequire(import.meta.url)
  const wrapperDir = path.dirname(realpathSync(requireHere.resolve('@foundry-rs/anvil/package.json')))
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) throw new Error(`anvil has no binary for ${process.platform}-${process.arch}`)
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const requireFromWrapper = createRequire(path.join(wrapperDir, 'package.json'))
  const binary = path.join(path.dirname(requireFromWrapper.resolve(`${platformPackage}/package.json`)), 'bin', binaryName)
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary} (is ${platformPackage} installed?)`)
  return binary
}
