export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>
export function chunkKey(manifest: Manifest, suffix: string): string
