/** What oidc-provider stores of one artifact (session, interaction, grant, code, token...). */
type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number }

interface Entry {
  payload: Payload
  /** Epoch ms; Infinity when oidc-provider gave no lifetime. */
  expiresAt: number
  model: string
}

/** The artifacts a grant's revocation takes with it (not its session or interaction, which name it too). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode'])

/** The adapter interface oidc-provider calls for each model. */
export interface OidcStoreAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>
  find(id: string): Promise<Payload | undefined>
  findByUid(uid: string): Promise<Payload | undefined>
  findByUserCode(userCode: string): Promise<Payload | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

/**
 * The devnet provider's state, in memory on purpose (a devnet login lives minutes; a restart starts
 * afresh, with new keys anyway): one store per provider, expired artifacts dropped as it goes. An
 * adapter factory for oidc-provider's `adapter` option.
 */
export function createMemoryStore(now: () => number = Date.now): (model: string) => OidcStoreAdapter {
  const entries = new Map<string, Entry>()
  /** Secondary keys ('uid:…', 'userCode:…') to the primary 'Model:id' key. */
  const aliases = new Map<string, string>()
  const grants = new Map<string, Set<string>>()

  const remove = (key: string) => {
    const entry = entries.get(key)
    entries.delete(key)
    if (!entry) return
    if (entry.payload.uid !== undefined && aliases.get(`uid:${entry.payload.uid}`) === key) aliases.delete(`uid:${entry.payload.uid}`)
    if (entry.payload.userCode !== undefined && aliases.get(`userCode:${entry.payload.userCode}`) === key) aliases.delete(`userCode:${entry.payload.userCode}`)
    if (entry.payload.grantId !== undefined) grants.get(entry.payload.grantId)?.delete(key)
  }
  const live = (key: string | undefined): Entry | undefined => {
    if (key === undefined) return undefined
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > now()) return entry
    remove(key)
    return undefined
  }
  const sweep = () => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) remove(key)
    for (const [grantId, keys] of grants) if (keys.size === 0) grants.delete(grantId)
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        sweep()
        const key = keyOf(id)
        remove(key)
        entries.set(key, { payload, model, expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY })
        if (model === 'Session' && payload.uid !== undefined) aliases.set(`uid:${payload.uid}`, key)
        if (payload.userCode !== undefined) aliases.set(`userCode:${payload.userCode}`, key)
        if (GRANTABLE.has(model) && payload.grantId !== undefined) grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(key))
      },
      async find(id) {
        return live(keyOf(id))?.payload
      },
      async findByUid(uid) {
        return live(aliases.get(`uid:${uid}`))?.payload
      },
      async findByUserCode(userCode) {
        return live(aliases.get(`userCode:${userCode}`))?.payload
      },
      async consume(id) {
        const entry = live(keyOf(id))
        if (entry) entry.payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        remove(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) remove(key)
        grants.delete(grantId)
      },
    }
  }
}
