import { fileURLToPath } from 'node:url'

/** devnet/.data: the default data folder (gitignored). The database lives in <dataDir>/pgdata. */
export const defaultDataDir = fileURLToPath(new URL('../../../.data', import.meta.url))
/** Where the initialized PGlite cluster template is cached, whatever the data folder. */
export const defaultCacheDir = fileURLToPath(new URL('../../../.data/cache', import.meta.url))
