import { escapeXml as esc } from '../api/images/escapeXml'
import type { MailMessage } from './mailMessage'

const styles = `body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#111}
h1{font-size:20px}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd}
th{color:#666;font-weight:normal}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#666}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:12px}iframe{width:100%;height:480px;border:1px solid #ddd}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Devnet Mail</title><style>${styles}</style></head><body>${body}</body></html>`
}

const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

/** Escaped text with its http(s) links made clickable (the device-approval links a person follows). */
export function linkedText(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    html += esc(text.slice(last, match.index))
    html += `<a href="${esc(match[0])}" rel="noreferrer">${esc(match[0])}</a>`
    last = match.index + match[0].length
  }
  return html + esc(text.slice(last))
}

/** Every message, newest first: to, subject (a link to the message) and time. */
export function renderInboxPage(messages: readonly MailMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${esc(message.to.join(', '))}</td><td><a href="/messages/${esc(message.id)}">${esc(message.subject || '(no subject)')}</a></td><td><time datetime="${esc(message.date)}">${esc(time(message.date))}</time></td></tr>`,
    )
    .join('\n')
  return page(
    'Inbox',
    `<h1>Devnet Mail inbox</h1>${
      messages.length === 0
        ? '<p role="status">No mail yet.</p>'
        : `<table><thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    }`,
  )
}

/** One message: its headers and text part; its HTML part, if any, only inside a sandboxed frame (no scripts, no same origin). */
export function renderMessagePage(message: MailMessage): string {
  const rows: [string, string][] = [
    ['From', message.from],
    ['To', message.to.join(', ')],
    ['Subject', message.subject],
    ['Received', time(message.date)],
  ]
  return page(
    message.subject || '(no subject)',
    `<p><a href="/">← Inbox</a></p><h1>${esc(message.subject || '(no subject)')}</h1>
<dl>${rows.map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>
<pre>${linkedText(message.text)}</pre>${
      message.html === null ? '' : `\n<h2>HTML part</h2><iframe sandbox="" title="HTML part" srcdoc="${esc(message.html)}"></iframe>`
    }`,
  )
}

export function renderNotFoundPage(text: string): string {
  return page('Not found', `<p><a href="/">← Inbox</a></p><h1>Not found</h1><p role="alert">${esc(text)}</p>`)
}
