import { escapeXml as esc } from '../api/images/escapeXml'
import { DEVNET_SOCIAL_PROVIDER_LABELS, type DevnetIdentity, type DevnetSocialProvider } from './identities'

const styles = `body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}
h1{font-size:20px}form{margin:0}button{display:block;width:100%;margin-top:12px;padding:10px 16px;font:inherit;text-align:left}
button small{display:block;color:#666}.cancel{text-align:center}.error{color:#b00020}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${styles}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`
}

/** The login page of an interaction: one button per devnet identity of the chosen provider, and Cancel. */
export function renderLoginPage(uid: string, provider: DevnetSocialProvider, identities: readonly DevnetIdentity[]): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const buttons = identities
    .map(
      (identity) =>
        `<button type="submit" name="sub" value="${esc(identity.sub)}">${esc(identity.name)}<small>${esc(identity.preferred_username)} · ${esc(identity.email)}</small></button>`,
    )
    .join('\n')
  return page(
    `Sign in with ${DEVNET_SOCIAL_PROVIDER_LABELS[provider]} (Berth Devnet)`,
    `<p>Choose a devnet account to continue to Berth.</p>
<form method="post" action="${esc(action)}/login">
${buttons}
</form>
<form method="post" action="${esc(action)}/abort"><button type="submit" class="cancel">Cancel</button></form>`,
  )
}

/** A page for what cannot go on (an expired interaction, a bad request); every value escaped. */
export function renderMessagePage(title: string, message: string): string {
  return page(title, `<p class="error" role="alert">${esc(message)}</p>`)
}
