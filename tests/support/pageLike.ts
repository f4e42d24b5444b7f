// What a page gives the headless client that Node does not: a location (the sign-in message's
// domain and URI come from it) and an Origin header on every cross-origin request (the devnet's
// session API checks it), for tests that run the client in Node.

export const EXAMPLE_ORIGIN = 'http://127.0.0.1:5173'

/** An EventTarget for createClient's `window` (EIP-6963 events) with the page's location. */
export function pageTarget(origin = EXAMPLE_ORIGIN): EventTarget & { location: { host: string; origin: string; href: string; hostname: string } } {
  const url = new URL(origin)
  return Object.assign(new EventTarget(), { location: { host: url.host, origin: url.origin, href: `${url.origin}/`, hostname: url.hostname } })
}

/** fetch that sends Origin, as a browser does. */
export function fetchFrom(origin = EXAMPLE_ORIGIN): typeof fetch {
  return (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), origin } })
}
