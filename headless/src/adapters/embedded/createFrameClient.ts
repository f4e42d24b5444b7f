import { FrameLoadError, FrameRequestAbortedError, FrameRequestError } from '../../errors/embedded.js'
import { RequestTimeoutError } from '../../errors/provider.js'
import type { Logger } from '../../storage/types.js'
import {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY_EVENT,
  frameMessageSchema,
  SOCIAL_RESULT_EVENT,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
} from './frameProtocol.js'

/** SPEC.md §9: after READY the app waits this long before its first request. */
export const FRAME_READY_DELAY_MS = 500
/** SPEC.md §9: a frame that has not said READY by then failed to load (iframe_load_failed). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC.md §9: how long a request waits for its answer (iframe_request_timeout). */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** SPEC.md §9: the frame sits above everything while it shows. */
export const FRAME_Z_INDEX = 999_999

/** The alerts the frame client raises (SPEC.md §8): the app's alerts controller shows them. */
export type FrameAlert = 'iframe_load_failed' | 'iframe_request_timeout'

/** Where the frame shows while the visitor acts in it (an approval): the view's box, in viewport pixels. */
export type FrameArea = { top: number; left: number; width: number; height: number }

export type FrameClientParameters = {
  /** The frame page's URL (http://localhost:8790/ on the devnet); its origin is the only one trusted. */
  frameUrl: string
  projectId?: string | undefined
  /** The network the frame starts on (a CAIP-2 id), read when the iframe is created. */
  chainId(): string
  version: string
  enableLogger?: boolean | undefined
  logger: Logger
  alert(kind: FrameAlert): void
  /** The page the iframe goes into; the global document when left out. Read only when the frame is first needed. */
  document?: () => Document | undefined
  readyDelayMs?: number | undefined
  loadTimeoutMs?: number | undefined
  requestTimeoutMs?: number | undefined
}

/** How one request waits: `timeoutMs` (120 s unless set), `signal` to abort it ('Request was aborted'). */
export type FrameRequestOptions = { timeoutMs?: number | undefined; signal?: AbortSignal | undefined }

/**
 * The app's side of the secure frame: the iframe, made on first use, and its requests. Every
 * message is parsed with frameMessageSchema and taken only from the frame's origin and the iframe's
 * window; anything else that claims to be a frame message is reported (logger.warn) and dropped.
 */
export type FrameClient = {
  /** The frame's origin, the only one messages are taken from and posted to. */
  origin: string
  /** Creates the iframe if needed; resolves once it said READY and FRAME_READY_DELAY_MS passed. */
  ready(): Promise<void>
  request<N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>, options?: FrameRequestOptions): Promise<FrameSuccessPayload<N>>
  /** Shows the frame over `area` (an approval in it); hidden again with hide(). */
  show(area: FrameArea): void
  hide(): void
  /** Whether the iframe exists (it is made on first use). */
  created(): boolean
  /** Rejects what is pending, removes the iframe and stops listening. */
  destroy(): void
}

type Pending = { name: FrameRequestName; resolve(value: unknown): void; reject(error: unknown): void }

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

const claimsFrameType = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { type?: unknown }).type === 'string' &&
  (data as { type: string }).type.startsWith(FRAME_EVENT_PREFIX)

export function createFrameClient(parameters: FrameClientParameters): FrameClient {
  const origin = new URL(parameters.frameUrl).origin
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let readiness: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let stopListening: (() => void) | undefined

  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data
    const fromFrame = event.origin === origin && iframe?.contentWindow != null && event.source === iframe.contentWindow
    if (!fromFrame) {
      // The social popup's result is the social login's to check and take.
      if (claimsFrameType(data) && (data as { type: string }).type !== SOCIAL_RESULT_EVENT) {
        parameters.logger.warn(`[berth] ignored a frame message from ${event.origin || 'an unknown origin'} that is not the embedded wallet's frame`)
      }
      return
    }
    const parsed = frameMessageSchema.safeParse(data)
    if (!parsed.success) {
      parameters.logger.warn('[berth] ignored a message of the embedded wallet frame with an unexpected shape')
      return
    }
    const message = parsed.data
    if (message.type === FRAME_READY_EVENT) {
      markReady?.()
      return
    }
    const entry = pending.get(message.id)
    if (!entry || !message.type.startsWith(`${FRAME_EVENT_PREFIX}${entry.name}_`)) {
      parameters.logger.warn(`[berth] ignored an embedded wallet frame answer no request waits for (${message.type})`)
      return
    }
    pending.delete(message.id)
    if (message.type.endsWith('_SUCCESS')) entry.resolve(message.payload)
    else entry.reject(new FrameRequestError(entry.name, message.payload as { message: string; code?: number }))
  }

  const create = (): Promise<void> => {
    const doc = parameters.document?.() ?? (typeof document === 'undefined' ? undefined : document)
    if (!doc?.body) return Promise.reject(new FrameLoadError({ details: 'there is no page to put the frame in' }))
    const url = new URL(parameters.frameUrl)
    url.searchParams.set('projectId', parameters.projectId ?? '')
    url.searchParams.set('chainId', parameters.chainId())
    url.searchParams.set('version', parameters.version)
    url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))
    const frame = doc.createElement('iframe')
    frame.src = url.toString()
    frame.title = 'Embedded wallet'
    // Pointer events on: a modal dialog turns them off on the page's body, which the frame is a child of.
    Object.assign(frame.style, {
      display: 'none',
      position: 'fixed',
      border: 'none',
      zIndex: String(FRAME_Z_INDEX),
      colorScheme: 'normal',
      pointerEvents: 'auto',
    })
    const view = doc.defaultView ?? globalThis
    view.addEventListener('message', onMessage as EventListener)
    stopListening = () => view.removeEventListener('message', onMessage as EventListener)
    iframe = frame
    doc.body.appendChild(frame)
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        markReady = undefined
        parameters.alert('iframe_load_failed')
        teardown()
        reject(new FrameLoadError({ details: `no READY from ${origin} within ${parameters.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS} ms` }))
      }, parameters.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS)
      markReady = () => {
        markReady = undefined
        clearTimeout(timer)
        setTimeout(resolve, parameters.readyDelayMs ?? FRAME_READY_DELAY_MS)
      }
    })
  }

  const teardown = () => {
    stopListening?.()
    stopListening = undefined
    iframe?.remove()
    iframe = undefined
    readiness = undefined
  }

  const ready = () => {
    // A frame that failed to load is made anew on the next use.
    readiness ??= create().catch((error) => {
      readiness = undefined
      throw error
    })
    return readiness
  }

  const post = (id: string, name: FrameRequestName, payload: unknown) =>
    iframe?.contentWindow?.postMessage({ id, type: `${APP_EVENT_PREFIX}${name}`, payload }, origin)

  return {
    origin,
    ready,
    async request(name, payload, options = {}) {
      const { signal } = options
      if (signal?.aborted) throw new FrameRequestAbortedError(name)
      await ready()
      if (signal?.aborted) throw new FrameRequestAbortedError(name)
      const id = newId()
      const timeoutMs = options.timeoutMs ?? parameters.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS
      return new Promise<FrameSuccessPayload<typeof name>>((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          pending.delete(id)
        }
        const onAbort = () => {
          settle()
          if (name === 'RPC_REQUEST') post(newId(), 'RPC_ABORT', {})
          reject(new FrameRequestAbortedError(name))
        }
        const timer = setTimeout(() => {
          settle()
          parameters.alert('iframe_request_timeout')
          reject(new RequestTimeoutError(`${APP_EVENT_PREFIX}${name}`, timeoutMs))
        }, timeoutMs)
        signal?.addEventListener('abort', onAbort)
        pending.set(id, {
          name,
          resolve: (value) => {
            settle()
            resolve(value as FrameSuccessPayload<typeof name>)
          },
          reject: (error) => {
            settle()
            reject(error)
          },
        })
        post(id, name, payload)
      })
    },
    show(area) {
      if (!iframe) return
      Object.assign(iframe.style, {
        display: 'block',
        top: `${area.top}px`,
        left: `${area.left}px`,
        width: `${area.width}px`,
        height: `${area.height}px`,
      })
    },
    hide() {
      if (iframe) iframe.style.display = 'none'
    },
    created: () => iframe !== undefined,
    destroy() {
      for (const [, entry] of pending) entry.reject(new FrameRequestAbortedError(entry.name))
      pending.clear()
      teardown()
    },
  }
}
