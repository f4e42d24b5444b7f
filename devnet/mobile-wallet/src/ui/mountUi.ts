import { addressAt, shortAddress } from '../accounts'
import type { MobileWallet } from '../mobileWallet'
import type { RelayStatus, WalletState } from '../state'
import { authCard, proposalCard, requestCard } from './cards'
import { h } from './dom'
import { sessionItem } from './sessionList'

const RELAY_TEXT: Record<RelayStatus, string> = {
  checking: 'checking…',
  connected: 'connected',
  idle: 'reachable (the wallet connects when it has something to listen to)',
  unreachable: 'unreachable, retrying',
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id)
  if (!element) throw new Error(`index.html has no #${id}`)
  return element as T
}

/**
 * Binds the static page (index.html) to the wallet's state. Each part re-renders only when its
 * slice of state changed, so the URI field, the account picker and focused buttons elsewhere
 * survive unrelated updates.
 */
export function mountUi(doc: Document, wallet: MobileWallet): void {
  const form = byId<HTMLFormElement>(doc, 'pair-form')
  const input = byId<HTMLInputElement>(doc, 'uri')
  const connect = byId<HTMLButtonElement>(doc, 'connect')
  const account = byId<HTMLSelectElement>(doc, 'account')
  const address = byId<HTMLElement>(doc, 'address')
  const relay = byId<HTMLElement>(doc, 'relay-status')
  const alert = byId<HTMLElement>(doc, 'alert')
  const announcer = byId<HTMLElement>(doc, 'announcer')
  const pending = byId<HTMLElement>(doc, 'pending')
  const sessions = byId<HTMLUListElement>(doc, 'sessions')

  account.replaceChildren(
    ...Array.from({ length: 10 }, (_, index) =>
      h(doc, 'option', { text: `Account ${index} (${shortAddress(addressAt(index))})`, attrs: { value: String(index) } }),
    ),
  )
  account.addEventListener('change', () => wallet.selectAccount(Number(account.value)))

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void wallet.pair(input.value).then((paired) => {
      // A pairing under way no longer needs its link; a refused one stays for the user to fix.
      if (paired) input.value = ''
    })
  })
  byId<HTMLButtonElement>(doc, 'dismiss').addEventListener('click', () => wallet.dismissError())

  const render = (state: WalletState, previous: WalletState | undefined) => {
    const changed = <K extends keyof WalletState>(...keys: K[]) => !previous || keys.some((key) => state[key] !== previous[key])
    if (changed('relay', 'relayUrl')) {
      relay.textContent = `Relay ${state.relayUrl}: ${RELAY_TEXT[state.relay]}`
      relay.dataset.state = state.relay
    }
    if (changed('accountIndex', 'address')) {
      account.value = String(state.accountIndex)
      address.textContent = state.address
    }
    if (changed('pairing')) {
      connect.disabled = state.pairing
      connect.textContent = state.pairing ? 'Connecting…' : 'Connect'
    }
    if (changed('error')) {
      byId(doc, 'alert-text').textContent = state.error ?? ''
      alert.hidden = !state.error
    }
    if (changed('announcement')) announcer.textContent = state.announcement
    if (changed('proposals', 'auths', 'requests')) {
      const cards = [
        ...state.proposals.map((proposal) => proposalCard(doc, wallet, proposal)),
        ...state.auths.map((auth) => authCard(doc, wallet, auth)),
        ...state.requests.map((request) => requestCard(doc, wallet, request)),
      ]
      pending.replaceChildren(...(cards.length > 0 ? cards : [h(doc, 'p', { class: 'empty', text: 'Nothing to approve.' })]))
    }
    if (changed('sessions')) {
      sessions.replaceChildren(
        ...(state.sessions.length > 0
          ? state.sessions.map((session) => sessionItem(doc, wallet, session))
          : [h(doc, 'li', { class: 'empty', text: 'No app is connected.' })]),
      )
    }
  }
  render(wallet.store.get(), undefined)
  wallet.store.subscribe(render)
}
