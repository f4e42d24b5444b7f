import { escapeXml as esc } from '../api/images/escapeXml'
import type { DevnetFarcasterAccount } from './accounts'
import type { FarcasterChannel } from './channelStore'

const styles = `body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#666}dd{margin:0;word-break:break-all}
button{display:block;margin-top:12px;padding:10px 16px;font:inherit;width:100%}.reject{background:none;border:1px solid #999}
.error{color:#b00020}.done{color:#0a7d32}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Devnet Farcaster</title><style>${styles}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`
}

/** What the app asks for, every value escaped. */
function requestSummary(channel: FarcasterChannel): string {
  const params = channel.signatureParams
  const rows: [string, string | undefined][] = [
    ['App', params.domain],
    ['URI', params.siweUri],
    ['Request', params.requestId],
    ['Valid from', params.notBefore],
    ['Expires', params.expirationTime],
  ]
  return `<dl>${rows
    .filter((row): row is [string, string] => row[1] !== undefined)
    .map(([term, value]) => `<dt>${esc(term)}</dt><dd data-field="${esc(term)}">${esc(value)}</dd>`)
    .join('')}</dl>`
}

/** The approval page: the app's domain and request, one Approve button per Devnet Farcaster account, and Reject. */
export function renderApprovePage(channel: FarcasterChannel, accounts: readonly DevnetFarcasterAccount[], error?: string): string {
  const token = esc(channel.channelToken)
  return page(
    'Sign in with Farcaster',
    `<p><strong>${esc(channel.signatureParams.domain)}</strong> asks you to sign in with your Farcaster account.</p>
${requestSummary(channel)}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/approve">
<input type="hidden" name="channelToken" value="${token}">
${accounts
  .map(
    (account) =>
      `<button type="submit" name="fid" value="${account.fid}">Approve as @${esc(account.username)} (${esc(account.displayName)}, fid ${account.fid})</button>`,
  )
  .join('\n')}
<button type="submit" name="decision" value="reject" class="reject">Reject</button>
</form>`,
  )
}

/** After Approve: who signed in, and where. */
export function renderApprovedPage(channel: FarcasterChannel): string {
  const who = channel.completion ? `@${channel.completion.username} (fid ${channel.completion.fid})` : 'your account'
  return page(
    'Signed in',
    `<p class="done" role="status">You signed in to ${esc(channel.signatureParams.domain)} as ${esc(who)}. You can return to the app.</p>`,
  )
}

export function renderRejectedPage(channel: FarcasterChannel): string {
  return page('Request rejected', `<p role="status">You rejected the sign-in request of ${esc(channel.signatureParams.domain)}.</p>`)
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<p class="error" role="alert">${esc(message)}</p>`)
}
