/**
 * Whether anything answers HTTP on the relay's host and port. The sign-client opens its socket
 * only once it has a pairing or a session to listen to, so "not connected" alone cannot tell an
 * idle wallet from a relay that is down; this can. no-cors: any answer (even a 404) counts, and
 * the relay needs no CORS headers for it.
 */
export async function relayAnswers(relayUrl: string, timeoutMs = 2000): Promise<boolean> {
  const url = new URL(relayUrl)
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:'
  url.pathname = '/'
  url.search = ''
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
