/**
 * A stand-in for the data API's account names (walletApiFake's fetch answers /v1/profile/* from
 * it), shaped as the devnet answers: suggestions (the typed name first, marked `registered` when
 * taken, then free names near it), a registration (409 'NAME is already taken' for a held name),
 * and a registered name's identity. Each part can fail ('error': 500 with a reason) or hang (never
 * answers), so stories and tests show every state. Nothing here touches the network.
 */
export type ProfileApiFake = {
  suggestions: 'ok' | 'error' | 'hang'
  register: 'ok' | 'error' | 'hang'
  /** The registered names (full, `alice.berth.id`) and their addresses. */
  registered: Map<string, string>
  /** Each registration request's body, in order. */
  registrations: Array<{ coin_type: number; address: string; message: string; signature: string }>
}

export function profileApiFake(overrides: Partial<ProfileApiFake> = {}): ProfileApiFake {
  return {
    suggestions: 'ok',
    register: 'ok',
    registered: new Map([['berth.berth.id', '0x000000000000000000000000000000000000dEaD']]),
    registrations: [],
    ...overrides,
  }
}

/** Free names near `label`: digits and hyphenated words after it (as the devnet suggests). */
const NEAR = ['1', '42', '2026', '-onchain', '-wallet']

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The answer for a /v1/profile path, or undefined for any other path. */
export function profileAnswer(api: ProfileApiFake, url: URL, init: RequestInit | undefined): Promise<Response> | undefined {
  if (!url.pathname.startsWith('/v1/profile/')) return undefined
  const hang = new Promise<Response>(() => undefined)
  const suggestion = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(url.pathname)
  if (suggestion) {
    if (api.suggestions === 'hang') return hang
    if (api.suggestions === 'error') return Promise.resolve(json(500, { reasons: [{ description: 'The names service is unavailable' }] }))
    const label = decodeURIComponent(suggestion[1]!).toLowerCase()
    const zone = url.searchParams.get('zone') ?? 'berth.id'
    const typed = `${label}.${zone}`
    const free = NEAR.map((near) => `${label}${near}.${zone}`).filter((name) => !api.registered.has(name))
    return Promise.resolve(
      json(200, { suggestions: [{ name: typed, registered: api.registered.has(typed) }, ...free.map((name) => ({ name, registered: false }))] }),
    )
  }
  if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
    if (api.register === 'hang') return hang
    if (api.register === 'error') return Promise.resolve(json(500, { reasons: [{ description: 'The names service is unavailable' }] }))
    const body = JSON.parse(String(init.body)) as ProfileApiFake['registrations'][number]
    api.registrations.push(body)
    const { name } = JSON.parse(body.message) as { name: string }
    if (api.registered.has(name)) return Promise.resolve(json(409, { reasons: [{ code: 'NAME_TAKEN', description: `${name} is already taken` }] }))
    api.registered.set(name, body.address)
    return Promise.resolve(json(200, { success: true }))
  }
  return Promise.resolve(json(404, { reasons: [{ description: 'Not found' }] }))
}

/** The registered name of `address`, if it has one (the identity the data API then answers). */
export function registeredNameOf(api: ProfileApiFake, address: string): string | undefined {
  for (const [name, holder] of api.registered) if (holder.toLowerCase() === address.toLowerCase()) return name
  return undefined
}
