import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { evmAddressSchema, parseAddressParam } from '../http/chainParams'
import { reasonsResponse } from '../http/reasons'
import { parseJsonBody, parseSdkQuery } from '../http/validate'
import { checkRegistration } from '../names/checkRegistration'
import { nameReasonCodes, type NameRefusal } from '../names/nameReasons'
import { labelProblem, parseFullName } from '../names/nameRules'
import { nameCandidates, pickSuggestions } from '../names/nameSuggestions'
import { verifySignature } from '../sessions/verifySignature'

const apiVersion = z.literal('2', { error: 'apiVersion must be 2' }).optional()
const accountQuerySchema = z.object({ apiVersion })
const reverseQuerySchema = z.object({ sender: evmAddressSchema.optional(), apiVersion })
const suggestionsQuerySchema = z.object({ zone: z.string().optional() })
const registrationSchema = z.object({
  coin_type: z.number({ error: 'coin_type (a number) is required' }).int('coin_type must be an integer'),
  address: evmAddressSchema,
  message: z.string({ error: 'message is required' }).min(1, 'message is required'),
  signature: z
    .string({ error: 'signature is required' })
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'signature must be 0x-prefixed hex bytes') as z.ZodType<`0x${string}`>,
})

const refusal = (c: Context, { status, code, description }: NameRefusal) => reasonsResponse(c, status, [{ code, description }])

/**
 * Account names (SPEC §7), in the zones the devnet serves (`berth.id`):
 * - GET  /v1/profile/account/:name?apiVersion=2 → `{ name, registered, addresses: { [coinType]: { address, created } }, attributes }`, 404 when unregistered
 * - GET  /v1/profile/reverse/:address?sender&apiVersion=2 → the address's names, `[]` for none
 * - GET  /v1/profile/suggestions/:name?zone → `{ suggestions: [{ name, registered }] }`: the typed name, then free ones near it
 * - POST /v1/profile/account `{ coin_type, address, message, signature }` → `{ success: true }`: the message is
 *   `{"name","attributes","timestamp"}` JSON signed by `address` (EIP-191), checked on the coin type's chain
 *   (EOA, ERC-1271, ERC-6492); a taken name is 409.
 */
export function profileRoutes(app: Hono, context: ApiContext): void {
  const names = context.names
  if (!names) return

  app.get('/v1/profile/account/:name', async (c) => {
    const parsed = parseSdkQuery(c, accountQuerySchema)
    if (!parsed.ok) return parsed.response
    const name = parseFullName(c.req.param('name'), names.zones)
    if (!name.ok) return refusal(c, { status: 400, code: nameReasonCodes.nameInvalid, description: name.problem })
    const account = await names.store.find(name.value.name)
    if (!account) return refusal(c, { status: 404, code: nameReasonCodes.nameNotFound, description: `${name.value.name} is not registered` })
    return c.json(account)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const parsed = parseSdkQuery(c, reverseQuerySchema)
    if (!parsed.ok) return parsed.response
    const address = parseAddressParam(c, 'address')
    if (!address.ok) return address.response
    // Cached by clients (SPEC §7); the devnet's answer changes with a registration, so it says so.
    c.header('cache-control', 'no-store')
    return c.json(await names.store.byAddress(address.value))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const parsed = parseSdkQuery(c, suggestionsQuerySchema)
    if (!parsed.ok) return parsed.response
    const zone = (parsed.value.query.zone ?? names.zones[0] ?? '').toLowerCase()
    if (!names.zones.includes(zone)) {
      return refusal(c, {
        status: 400,
        code: nameReasonCodes.zoneUnknown,
        description: `zone ${JSON.stringify(zone)} is not served (${names.zones.join(', ')})`,
      })
    }
    const typed = c.req.param('name').trim().toLowerCase()
    const label = typed.endsWith(`.${zone}`) ? typed.slice(0, -(zone.length + 1)) : typed
    const problem = labelProblem(label)
    if (problem) return refusal(c, { status: 400, code: nameReasonCodes.nameInvalid, description: problem })
    const candidates = nameCandidates(label, zone)
    return c.json({ suggestions: pickSuggestions(candidates, await names.store.taken(candidates)) })
  })

  app.post('/v1/profile/account', async (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const body = await parseJsonBody(c, registrationSchema)
    if (!body.ok) return body.response
    const checked = await checkRegistration(body.value, names, context.chains)
    if (!checked.ok) return refusal(c, checked.refusal)
    const { name, chain, attributes } = checked.value
    const { address, message, signature } = body.value
    if (!(await verifySignature(chain, address, message, signature))) {
      return refusal(c, { status: 401, code: nameReasonCodes.signatureInvalid, description: `The signature is not ${address}'s on ${chain.caip2}` })
    }
    const added = await names.store.add(
      { name: name.name, zone: name.zone, coinType: body.value.coin_type, address, attributes, message, signature },
      names.now(),
    )
    if (!added) return refusal(c, { status: 409, code: nameReasonCodes.nameTaken, description: `${name.name} is already taken` })
    context.log(`name ${name.name} registered to ${address} on ${chain.caip2}`)
    return c.json({ success: true })
  })
}
