import type { IncomingMessage } from 'node:http'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { Hex } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { devnetFarcasterAccounts, farcasterCustodyAccount, findDevnetFarcasterAccount, lookupFarcasterFid } from './accounts'
import { renderApprovedPage, renderApprovePage, renderMessagePage, renderRejectedPage } from './approvePage'
import { renderAvatarSvg } from './avatarSvg'
import { createChannelStore, type ChannelStore, type FarcasterChannel } from './channelStore'
import { completeChannel } from './completeChannel'
import { DEVNET_FARCASTER_AUTH_KEY, DEVNET_FARCASTER_SERVICE } from './constants'
import { approveFormSchema, authenticateBodySchema, channelTokenSchema, createChannelBodySchema } from './relaySchemas'
import { signFarcasterSignIn } from './signInMessage'

export interface CreateFarcasterAppOptions {
  /** The relay's own address, which channel URLs name. Default: the request's origin. */
  publicUrl?: () => string
  /** The `X-Farcaster-Auth-Relay-Key` POST /v1/channel/authenticate requires. Default DEVNET_FARCASTER_AUTH_KEY. */
  authKey?: string
  store?: ChannelStore
  now?: () => Date
  log?: (line: string) => void
}

/** GET /v1/channel/status's body: the channel without its token and expiry, with the completion's fields. */
function statusBody(channel: FarcasterChannel) {
  const { channelToken: _token, expiresAt: _expiresAt, completion, state, ...rest } = channel
  return { state, ...rest, ...completion }
}

const unauthorized = (c: Context) => c.json({ error: 'Unauthorized' }, 401)
const bearerToken = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
const clientIp = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
const validationError = (c: Context, message: string) => c.json({ error: 'Validation error', message }, 400)
const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0]
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'malformed body'
}

/**
 * The devnet's Farcaster sign-in relay (the HTTP API of relay.farcaster.xyz that @farcaster/auth-client
 * calls), its "Devnet Farcaster" approval page, and its stand-in for Farcaster's ID registry.
 */
export function createFarcasterApp(options: CreateFarcasterAppOptions = {}): Hono {
  const store = options.store ?? createChannelStore()
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  const authKey = options.authKey ?? DEVNET_FARCASTER_AUTH_KEY
  const publicUrl = (c: Context) => options.publicUrl?.() ?? new URL(c.req.url).origin
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => validationError(c, 'body: too large') })

  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'")
  })
  app.use('/v1/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type', 'X-Farcaster-Auth-Relay-Key'], allowMethods: ['GET', 'POST'] }))

  app.get('/devnet/farcaster/health', (c) => c.json({ ok: true, service: DEVNET_FARCASTER_SERVICE }))

  app.post('/v1/channel', limit, async (c) => {
    const body = createChannelBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return validationError(c, firstIssue(body.error))
    const { acceptAuthAddress, ...request } = body.data
    const nonce = request.nonce ?? generateSiweNonce()
    const channel = store.open(
      {
        nonce,
        signatureParams: { ...request, nonce },
        metadata: { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? 'Unknown' },
        acceptAuthAddress: acceptAuthAddress ?? false,
      },
      (channelToken) => `${publicUrl(c)}/approve?${new URLSearchParams({ channelToken })}`,
    )
    log(`channel opened for ${request.domain}`)
    return c.json({ channelToken: channel.channelToken, url: channel.url, connectUri: channel.url, nonce }, 201)
  })

  app.get('/v1/channel/status', (c) => {
    const token = bearerToken(c)
    const channel = token ? store.read(token) : undefined
    if (!channel) return unauthorized(c)
    if (channel.state === 'rejected') return c.json({ error: 'Rejected' }, 401)
    if (channel.state === 'pending') return c.json(statusBody(channel), 202)
    // As the hosted relay: a completed channel is answered once, then closed.
    store.close(channel.channelToken)
    return c.json(statusBody(channel), 200)
  })

  app.post('/v1/channel/authenticate', limit, async (c) => {
    if (c.req.header('x-farcaster-auth-relay-key') !== authKey) return unauthorized(c)
    const token = bearerToken(c)
    if (!token) return unauthorized(c)
    const body = authenticateBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return validationError(c, firstIssue(body.error))
    const channel = store.read(token)
    if (!channel) return unauthorized(c)
    const { authMethod: _authMethod, signature, ...answer } = body.data
    const result = await completeChannel(store, channel, { ...answer, signature: signature as Hex }, publicUrl(c), now())
    if (!result.ok) return result.reason === 'invalid' ? validationError(c, result.error) : c.json({ error: `Channel already ${channel.state}` }, 409)
    log(`channel of ${channel.signatureParams.domain} completed by fid ${answer.fid}`)
    return c.json(statusBody(result.channel), 201)
  })

  app.get('/v1/fids/:fid', (c) => {
    const fid = /^[1-9]\d{0,15}$/.test(c.req.param('fid')) ? Number(c.req.param('fid')) : undefined
    if (fid === undefined) return validationError(c, 'fid: a positive integer')
    const record = lookupFarcasterFid(fid)
    return record ? c.json(record) : c.json({ error: `Unknown fid ${fid}` }, 404)
  })

  app.get('/pfp/:file', (c) => {
    const match = /^(\d{1,16})\.svg$/.exec(c.req.param('file'))
    const account = match ? findDevnetFarcasterAccount(Number(match[1])) : undefined
    if (!account) return c.text('Not found', 404)
    return c.body(renderAvatarSvg(account), 200, { 'content-type': 'image/svg+xml' })
  })

  const message = (c: Context, status: 400 | 404 | 409, title: string, text: string) => c.html(renderMessagePage(title, text), status)
  const answeredPage = (c: Context, channel: FarcasterChannel, status: 200 | 409) =>
    c.html(channel.state === 'rejected' ? renderRejectedPage(channel) : renderApprovedPage(channel), status)

  app.get('/approve', (c) => {
    const token = channelTokenSchema.safeParse(c.req.query('channelToken'))
    if (!token.success) return message(c, 400, 'Bad request', 'This sign-in link is malformed.')
    const channel = store.read(token.data)
    if (!channel) return message(c, 404, 'Request not found', 'This sign-in request is unknown or has expired.')
    return channel.state === 'pending' ? c.html(renderApprovePage(channel, devnetFarcasterAccounts)) : answeredPage(c, channel, 200)
  })

  app.post('/approve', bodyLimit({ maxSize: 4096, onError: (c) => message(c, 400, 'Bad request', 'The form is too large.') }), async (c) => {
    const form = approveFormSchema.safeParse(await c.req.parseBody().catch(() => ({})))
    if (!form.success) return message(c, 400, 'Bad request', 'The form is malformed.')
    const channel = store.read(form.data.channelToken)
    if (!channel) return message(c, 404, 'Request not found', 'This sign-in request is unknown or has expired.')
    if (channel.state !== 'pending') return answeredPage(c, channel, 409)
    if ('decision' in form.data) {
      const rejected = store.reject(channel.channelToken)
      log(`channel of ${channel.signatureParams.domain} rejected`)
      return rejected ? c.html(renderRejectedPage(rejected)) : answeredPage(c, channel, 409)
    }
    const account = findDevnetFarcasterAccount(form.data.fid)
    if (!account) return c.html(renderApprovePage(channel, devnetFarcasterAccounts, `There is no Devnet Farcaster account with fid ${form.data.fid}.`), 400)
    const time = now()
    const signed = await signFarcasterSignIn(channel.signatureParams, account.fid, farcasterCustodyAccount(account), time)
    const result = await completeChannel(store, channel, { ...signed, fid: account.fid }, publicUrl(c), time)
    if (!result.ok)
      return result.reason === 'invalid'
        ? c.html(renderApprovePage(channel, devnetFarcasterAccounts, result.error), 400)
        : answeredPage(c, store.read(channel.channelToken) ?? channel, 409)
    log(`channel of ${channel.signatureParams.domain} approved as fid ${account.fid}`)
    return c.html(renderApprovedPage(result.channel))
  })

  app.notFound((c) => (c.req.path.startsWith('/v1/') ? c.json({ error: 'Not found' }, 404) : message(c, 404, 'Not found', 'There is no such page.')))
  return app
}
