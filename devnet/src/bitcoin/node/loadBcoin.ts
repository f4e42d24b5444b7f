import { createRequire } from 'node:module'

type Bcoin = typeof import('bcoin')

let loaded: Bcoin | undefined

/**
 * bcoin, loaded with its pure-JavaScript backend (its native addons are not built here:
 * pnpm-workspace.yaml's allowBuilds) and its regtest network given Bitcoin Core's prefixes, so that
 * addresses are `bcrt1…`, WIF keys and extended keys those of Core's regtest (tprv/tpub).
 */
export function loadBcoin(): Bcoin {
  if (loaded) return loaded
  // bcrypto picks its backend when first loaded: set before the require below.
  process.env.NODE_BACKEND = 'js'
  const bcoin = createRequire(import.meta.url)('bcoin') as Bcoin
  const regtest = bcoin.Network.get('regtest')
  Object.assign(regtest.keyPrefix, { privkey: 0xef, xpubkey: 0x043587cf, xprivkey: 0x04358394, xpubkey58: 'tpub', xprivkey58: 'tprv' })
  Object.assign(regtest.addressPrefix, { pubkeyhash: 0x6f, scripthash: 0xc4, bech32: 'bcrt' })
  loaded = bcoin
  return bcoin
}
