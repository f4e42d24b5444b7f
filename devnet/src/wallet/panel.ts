import type { DevnetWallet } from './createDevnetWallet'
import { panelStyles } from './panelStyles'

const MAX_PARAMS_CHARS = 2000

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  if (props.className) node.className = props.className
  // textContent only: request data comes from the page and must never become markup.
  if (props.text !== undefined) node.textContent = props.text
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function describeParams(params: unknown): string {
  let text: string
  try {
    text = JSON.stringify(params, null, 1) ?? ''
  } catch {
    text = String(params)
  }
  return text.length > MAX_PARAMS_CHARS ? `${text.slice(0, MAX_PARAMS_CHARS)}…` : text
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The approval panel. It lives in a shadow root so the page's CSS cannot restyle it and ours
 * cannot leak out; the root is open so Playwright locators reach the buttons.
 */
export function mountPanel(wallet: DevnetWallet, doc: Document = document): { host: HTMLElement; unmount(): void } {
  const host = el(doc, 'div', { attrs: { 'data-berth-devnet-wallet': '' } })
  const root = host.attachShadow({ mode: 'open' })
  const style = el(doc, 'style', { text: panelStyles })
  const panel = el(doc, 'section', { className: 'panel', attrs: { role: 'region', 'aria-label': 'Devnet Wallet' } })
  root.append(style, panel)

  const render = () => {
    const state = wallet.state()
    const accounts = wallet.accounts()
    const chain = state.knownChains.find((known) => known.chainId === state.chainId)

    const accountSelect = el(
      doc,
      'select',
      { attrs: { 'aria-label': 'Account' } },
      accounts.map((account, index) =>
        el(doc, 'option', { text: `#${index} ${short(account)} · ${short(wallet.solanaAccounts()[index] ?? '')}`, attrs: { value: String(index) } }),
      ),
    )
    accountSelect.value = String(state.accountIndex)
    accountSelect.addEventListener('change', () => wallet.selectAccount(Number(accountSelect.value)))

    const chainSelect = el(
      doc,
      'select',
      { attrs: { 'aria-label': 'Chain' } },
      state.knownChains.map((known) => el(doc, 'option', { text: `${known.name} (${known.chainId})`, attrs: { value: String(known.chainId) } })),
    )
    chainSelect.value = String(state.chainId)
    chainSelect.addEventListener('change', () => wallet.setChain(Number(chainSelect.value)))

    const pendingItems = wallet.pending().map((request) => {
      const approve = el(doc, 'button', { className: 'approve', text: 'Approve', attrs: { type: 'button' } })
      const reject = el(doc, 'button', { className: 'reject', text: 'Reject', attrs: { type: 'button' } })
      approve.addEventListener('click', () => wallet.approve(request.id))
      reject.addEventListener('click', () => wallet.reject(request.id))
      return el(doc, 'li', { className: 'request', attrs: { 'data-request-id': String(request.id) } }, [
        el(doc, 'div', { className: 'method', text: request.method }),
        el(doc, 'pre', { className: 'params', text: describeParams(request.params) }),
        el(doc, 'div', { className: 'actions' }, [approve, reject]),
      ])
    })

    const disconnect = el(doc, 'button', { text: 'Disconnect', attrs: { type: 'button' } })
    disconnect.disabled = !state.authorized && !state.solanaAuthorized && !state.bitcoinAuthorized
    disconnect.addEventListener('click', () => wallet.disconnect())

    panel.replaceChildren(
      el(doc, 'h2', { text: 'Devnet Wallet' }),
      el(doc, 'div', {
        className: 'status',
        text: `${state.authorized ? 'Connected' : 'Not connected'} · ${wallet.selectedAccount()} · ${chain ? chain.name : ''} (${state.chainId})${wallet.autoApprove() ? ' · auto-approve' : ''}`,
      }),
      el(doc, 'div', {
        className: 'status',
        text: `Solana: ${state.solanaAuthorized ? 'Connected' : 'Not connected'} · ${wallet.selectedSolanaAccount()}`,
      }),
      el(doc, 'div', {
        className: 'status',
        // The addresses only once granted: deriving them costs the BIP-39 seed, which a page that never speaks Bitcoin should not pay.
        text: `Bitcoin: ${state.bitcoinAuthorized ? `Connected · ${wallet.bitcoinAddresses().join(' · ')}` : 'Not connected'}`,
      }),
      el(doc, 'label', { text: 'Account' }, [accountSelect]),
      el(doc, 'label', { text: 'Chain' }, [chainSelect]),
      el(doc, 'ul', { className: 'pending', attrs: { 'aria-label': 'Pending requests' } }, pendingItems),
      el(doc, 'div', { className: 'footer' }, [disconnect]),
    )
  }

  render()
  const unsubscribe = wallet.subscribe(render)
  doc.body.append(host)
  return {
    host,
    unmount() {
      unsubscribe()
      host.remove()
    },
  }
}
