export interface PublishedPackage {
  name: string
  dir: string
  attwArgs: string[]
}
export const PUBLISHED: PublishedPackage[]
export function tarballPrefix(name: string): string
export function findTarball(dir: string, name: string): string | undefined
export function tarballProblems(files: readonly string[]): string[]
export function listTarball(path: string): string[]
export function packPublished(options: { root: string; outDir: string; log?: (text: string) => void }): Promise<Record<string, string>>
