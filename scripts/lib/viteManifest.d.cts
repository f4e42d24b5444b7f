export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>
