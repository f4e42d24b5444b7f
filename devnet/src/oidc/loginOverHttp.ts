/**
 * Drives the devnet provider's login over plain HTTP, the way a browser would (cookies, redirects,
 * the login form), for tests of the social login without a browser.
 */

/** fetch with a cookie jar and no automatic redirects: one visitor's browser. */
export type CookieFetch = (url: string, init?: RequestInit) => Promise<Response>

/** A fresh visitor: its own cookie jar (every cookie sent to every path; enough for one provider). */
export function createCookieFetch(): CookieFetch {
  const jar = new Map<string, string>()
  return async (url, init = {}) => {
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=')
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now()
      })
      if (!value || expired) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
}

export type LoginStep = { kind: 'page'; url: string; status: number; html: string } | { kind: 'callback'; url: string }

/**
 * The form of one of oidc-provider's pages that a browser submits by itself (its "Submitting
 * Callback" page: `document.forms[0].submit()`), as its action and hidden fields.
 */
function autoSubmittedForm(html: string, pageUrl: string): { action: string; body: URLSearchParams } | undefined {
  if (!html.includes('document.forms[0].submit()')) return undefined
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) return undefined
  const decodeEntities = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const body = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) body.append(name, decodeEntities(value))
  return { action: new URL(decodeEntities(action), pageUrl).href, body }
}

/** Follows redirects (and self-submitting forms) from `url` until the visitor lands on a page of the provider or is sent to `redirectUri`. */
export async function followLogin(browser: CookieFetch, url: string, redirectUri: string, init?: RequestInit): Promise<LoginStep> {
  let response = await browser(url, init)
  let current = url
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href
      if (current.startsWith(`${redirectUri}?`)) return { kind: 'callback', url: current }
      response = await browser(current)
      continue
    }
    const html = await response.text()
    const form = autoSubmittedForm(html, current)
    if (!form) return { kind: 'page', url: current, status: response.status, html }
    current = form.action
    response = await browser(current, { method: 'POST', body: form.body })
  }
  throw new Error(`More than 10 redirects from ${url}`)
}

/** Submits the login page at `pageUrl`: signs in as `sub`, or 'cancel'; returns where that leads. */
export function submitLogin(browser: CookieFetch, pageUrl: string, choice: { sub: string } | 'cancel', redirectUri: string): Promise<LoginStep> {
  if (choice === 'cancel') return followLogin(browser, `${pageUrl}/abort`, redirectUri, { method: 'POST' })
  return followLogin(browser, `${pageUrl}/login`, redirectUri, { method: 'POST', body: new URLSearchParams({ sub: choice.sub }) })
}

/** The whole visit: from the authorization URL through the login page (if the provider shows one) to the callback URL. */
export async function loginOverHttp(browser: CookieFetch, authorizationUrl: string, choice: { sub: string } | 'cancel', redirectUri: string): Promise<string> {
  let step = await followLogin(browser, authorizationUrl, redirectUri)
  if (step.kind === 'page') {
    if (step.status !== 200) throw new Error(`The provider answered ${step.status} at ${step.url}`)
    step = await submitLogin(browser, step.url, choice, redirectUri)
  }
  if (step.kind !== 'callback') throw new Error(`The login did not lead back to ${redirectUri}: ${step.status} at ${step.url}`)
  return step.url
}
