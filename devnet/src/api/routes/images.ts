import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { reasonCodes, reasonsResponse } from '../http/reasons'
import { parseSdkQuery } from '../http/validate'
import { renderBadgeSvg, type BadgeSvgInput } from '../images/renderBadgeSvg'

/** Ids of asset, currency and token images: 'USD', 'eip155:1/erc20:0xabc…', 'usdc'. */
const publicImageId = /^[\w.:-]{1,128}$/

function svgResponse(c: Context, svg: string): Response {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
  c.header('cache-control', 'public, max-age=86400')
  c.header('etag', etag)
  c.header('x-content-type-options', 'nosniff')
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  // Images are fetched by <img> from the app's origin: let any page show them.
  c.header('cross-origin-resource-policy', 'cross-origin')
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8' })
}

function notFound(c: Context, what: string): Response {
  return reasonsResponse(c, 404, [{ code: reasonCodes.notFound, description: `No ${what} image with this id` }])
}

/**
 * GET /getWalletImage/:id (a listing entry's image_id, or its id) and GET /public/get{Asset,Currency,Token}Image/:id:
 * generated SVG badges (initials on a colour from the id), image/svg+xml, cacheable for a day.
 */
export function imagesRoute(app: Hono, { listing }: ApiContext): void {
  app.get('/getWalletImage/:id', (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const wallet = listing.findImage(c.req.param('id'))
    if (!wallet) return notFound(c, 'wallet')
    return svgResponse(c, renderBadgeSvg({ id: wallet.image_id, label: wallet.name }))
  })
  const publicImage = (path: string, kind: string, shape: BadgeSvgInput['shape']) =>
    app.get(path, (c) => {
      const parsed = parseSdkQuery(c)
      if (!parsed.ok) return parsed.response
      const id = c.req.param('id') ?? ''
      if (!publicImageId.test(id)) return notFound(c, kind)
      // 'eip155:1/erc20:0x…' style ids show their last segment; 'USD' shows 'US'.
      const label = id.split(/[:/]/).pop() || id
      return svgResponse(c, renderBadgeSvg({ id: `${kind}:${id}`, label, shape }))
    })
  publicImage('/public/getAssetImage/:id', 'asset', 'circle')
  publicImage('/public/getCurrencyImage/:id', 'currency', 'circle')
  publicImage('/public/getTokenImage/:id', 'token', 'circle')
}
