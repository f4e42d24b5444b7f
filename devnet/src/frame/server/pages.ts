import { SOCIAL_RESULT_EVENT } from '@berth/headless/embedded'
import { escapeXml as esc } from '../../api/images/escapeXml'
import type { FramePageNetwork } from '../frameNetworks'

/** What the frame page reads at start: its networks (no node URLs) and the project it serves. */
export interface FramePageConfig {
  networks: FramePageNetwork[]
}

/** The element the page reads its config from. */
export const FRAME_CONFIG_ELEMENT_ID = 'berth-frame-config'

/**
 * The secure frame's document: transparent but for the approval panel the script fills, its config
 * as inert JSON, and the bundled script from its own origin.
 */
export function renderFramePage(config: FramePageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Berth secure frame</title>
<style>html,body{margin:0;background:transparent;font:14px/1.45 system-ui,sans-serif}</style>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script>
</head><body><script src="/frame.js" defer></script></body></html>`
}

const styles = `body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}h1{font-size:20px}`

/** A plain page of the frame's origin: the device approval's outcome. */
export function renderMessagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Berth</title><style>${styles}</style></head><body><h1>${esc(title)}</h1><p>${esc(text)}</p></body></html>`
}

/** The element the social callback page's script reads what to post from. */
export const SOCIAL_RESULT_ELEMENT_ID = 'berth-social-result'

/** What the social callback page posts to its opener, and to which origin (the app's; never '*'). */
export interface SocialResultPost {
  targetOrigin: string
  payload: { resultUri: string } | { error: string }
}

/**
 * The page the provider sends the popup back to: what happened, and (when the app's origin is known)
 * /social/result.js, which posts SOCIAL_RESULT to window.opener at that origin and closes the popup.
 */
export function renderSocialResultPage(title: string, text: string, post: SocialResultPost | undefined): string {
  const data = post
    ? `<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">${JSON.stringify(post).replace(/</g, '\\u003c')}</script><script src="/social/result.js" defer></script>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Berth</title><style>${styles}</style>${data}</head><body><h1>${esc(title)}</h1><p>${esc(text)}</p></body></html>`
}

/** The social callback page's script (plain, no bundle): posts the result to the opener at the app's origin, then closes. */
export const socialResultScript = `(() => {
  const element = document.getElementById(${JSON.stringify(SOCIAL_RESULT_ELEMENT_ID)})
  if (!element) return
  const post = JSON.parse(element.textContent)
  if (window.opener && typeof post.targetOrigin === 'string' && post.targetOrigin !== '*') {
    window.opener.postMessage({ type: ${JSON.stringify(SOCIAL_RESULT_EVENT)}, payload: post.payload }, post.targetOrigin)
  }
  setTimeout(() => window.close(), 300)
})()
`
