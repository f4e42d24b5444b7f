import type { ApprovalDescription } from './describeApproval'

// The only visible part of the frame: what a signing request asks, with Approve and Reject. The app
// positions the iframe over its ApproveTransaction view; the rest of the document stays transparent.

export interface ApprovalLook {
  themeMode: 'light' | 'dark'
  /** SYNC_DAPP_DATA's name: the panel reads "<name> asks". */
  dappName: string | undefined
}

const css = `.berth-approval{box-sizing:border-box;margin:0 auto;max-width:360px;padding:16px;border-radius:16px;font:14px/1.45 system-ui,sans-serif}
.berth-approval[data-theme=light]{background:#fff;color:#141414;border:1px solid #e4e4e7}
.berth-approval[data-theme=dark]{background:#191a1a;color:#f1f1f1;border:1px solid #2a2a2a}
.berth-approval h2{font-size:16px;margin:0 0 4px}.berth-approval p{margin:0 0 12px;opacity:.75}
.berth-approval dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}.berth-approval dt{opacity:.65}
.berth-approval dd{margin:0;word-break:break-all;white-space:pre-wrap;max-height:160px;overflow:auto}
.berth-approval .actions{display:flex;gap:8px}.berth-approval button{flex:1;padding:10px;border-radius:12px;font:inherit;cursor:pointer;border:1px solid currentColor;background:transparent;color:inherit}
.berth-approval button[data-action=approve]{background:#3396ff;border-color:#3396ff;color:#fff}`

/** Shows one request at a time; resolves true on Approve, false on Reject; hide() takes it away (an aborted request). */
export function createApprovalPanel(doc: Document) {
  let current: { element: HTMLElement; settle: (approved: boolean) => void } | undefined
  const style = doc.createElement('style')
  style.textContent = css
  doc.head.append(style)

  function hide(): void {
    if (!current) return
    const { element, settle } = current
    current = undefined
    element.remove()
    settle(false)
  }

  function show(description: ApprovalDescription, look: ApprovalLook): Promise<boolean> {
    hide()
    return new Promise<boolean>((resolve) => {
      const element = doc.createElement('section')
      element.className = 'berth-approval'
      element.dataset.theme = look.themeMode
      element.setAttribute('role', 'dialog')
      element.setAttribute('aria-label', description.title)
      const heading = doc.createElement('h2')
      heading.textContent = description.title
      const asker = doc.createElement('p')
      asker.textContent = `${look.dappName || 'An app'} asks`
      const rows = doc.createElement('dl')
      for (const row of description.rows) {
        const term = doc.createElement('dt')
        term.textContent = row.label
        const value = doc.createElement('dd')
        value.textContent = row.value
        value.dataset.field = row.label
        rows.append(term, value)
      }
      const actions = doc.createElement('div')
      actions.className = 'actions'
      const button = (label: string, action: string, approved: boolean) => {
        const element = doc.createElement('button')
        element.type = 'button'
        element.textContent = label
        element.dataset.action = action
        element.addEventListener('click', () => {
          if (current?.element !== section) return
          current = undefined
          section.remove()
          resolve(approved)
        })
        return element
      }
      const section = element
      actions.append(button('Reject', 'reject', false), button('Approve', 'approve', true))
      element.append(heading, asker, rows, actions)
      doc.body.append(element)
      current = { element, settle: resolve }
    })
  }

  return {
    show,
    hide,
    get open() {
      return current !== undefined
    },
  }
}

export type ApprovalPanel = ReturnType<typeof createApprovalPanel>
