import { type AppMessage, appMessageSchema } from '@berth/headless/embedded'

// Which window messages the frame acts on (embedded-design.md): only those from its parent window,
// from the parent's origin, in the protocol's shape. Everything else is dropped, never answered.

/** The location fields parentOrigin reads. */
export interface FrameLocationLike {
  ancestorOrigins?: { length: number; [index: number]: string } | undefined
}

/** The parent page's origin: location.ancestorOrigins[0] (Chromium), else the referrer's origin; undefined when neither says. */
export function parentOrigin(location: FrameLocationLike, referrer: string): string | undefined {
  const ancestor = location.ancestorOrigins && location.ancestorOrigins.length > 0 ? location.ancestorOrigins[0] : undefined
  if (ancestor && ancestor !== 'null') return ancestor
  try {
    const origin = new URL(referrer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** Why a message was dropped, or the request it carries. */
export type GateResult = { ok: true; message: AppMessage } | { ok: false; reason: 'source' | 'origin' | 'shape' }

/** Accepts a message only from `parent` (the window object) at `origin`, and only in appMessageSchema's shape. */
export function gateAppMessage(event: { source: unknown; origin: string; data: unknown }, parent: unknown, origin: string | undefined): GateResult {
  if (event.source === null || event.source !== parent) return { ok: false, reason: 'source' }
  if (origin === undefined || event.origin !== origin) return { ok: false, reason: 'origin' }
  const parsed = appMessageSchema.safeParse(event.data)
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, reason: 'shape' }
}
