// Vite's build manifest, read by the size budgets (.size-limit.cjs) and the bench (bench/viteManifest.ts):
// what a page loads is a chunk and everything it imports statically. CommonJS, so size-limit's
// CommonJS config can require it.

/** The files of the chunks under `keys` and of every chunk they import statically. */
function staticClosure(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** The manifest key of the chunk made from the module whose path ends with `suffix`; throws when the build has none. */
function chunkKey(manifest, suffix) {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix))
  if (!key) throw new Error(`no chunk for ${suffix} in the build's manifest`)
  return key
}

exports.staticClosure = staticClosure
exports.chunkKey = chunkKey
