import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { z } from 'zod'
import { findIdentity, identitiesOf, isDevnetSocialProvider } from './identities'
import { renderLoginPage, renderMessagePage } from './interactionPage'

const loginFormSchema = z.object({ sub: z.string().min(1).max(64) })
const MAX_FORM_BYTES = 4096

async function readForm(req: IncomingMessage): Promise<Record<string, string> | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FORM_BYTES) return undefined
    chunks.push(chunk)
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.end(html)
}

/**
 * The login step of the provider's interactions: GET /interaction/:uid shows the chosen provider's
 * devnet identities, POST …/login signs in as one of them, POST …/abort ends the flow with access_denied.
 * Answers 404 for any other path or method.
 */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(pathname)
  const action = match?.[2] ?? ''
  if (!match || req.method !== (action ? 'POST' : 'GET')) {
    sendHtml(res, 404, renderMessagePage('Not found', 'There is no such page.'))
    return
  }
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(req, res)
  } catch {
    sendHtml(res, 400, renderMessagePage('Sign-in expired', 'This sign-in has expired or was already finished. Start again from the app.'))
    return
  }
  if (details.uid !== match[1]) {
    sendHtml(res, 400, renderMessagePage('Bad request', 'This sign-in link does not belong to your sign-in.'))
    return
  }
  const chosen = details.params.provider
  if (action === '/abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    )
    return
  }
  if (!isDevnetSocialProvider(chosen)) {
    const description = `Unknown or missing provider parameter: ${typeof chosen === 'string' ? chosen : '(none)'}`
    await provider.interactionFinished(req, res, { error: 'invalid_request', error_description: description }, { mergeWithLastSubmission: false })
    return
  }
  if (details.prompt.name !== 'login') {
    sendHtml(res, 500, renderMessagePage('Sign-in failed', `Unexpected step: ${details.prompt.name}`))
    return
  }
  if (action === '') {
    sendHtml(res, 200, renderLoginPage(details.uid, chosen, identitiesOf(chosen)))
    return
  }
  const form = loginFormSchema.safeParse(await readForm(req))
  const identity = form.success ? findIdentity(form.data.sub) : undefined
  if (!identity || identity.provider !== chosen) {
    sendHtml(res, 400, renderLoginPage(details.uid, chosen, identitiesOf(chosen)))
    return
  }
  await provider.interactionFinished(req, res, { login: { accountId: identity.sub } }, { mergeWithLastSubmission: false })
}
