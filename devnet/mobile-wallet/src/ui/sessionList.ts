import { shortAddress } from '../accounts'
import { chainLabel } from '../chains'
import type { MobileWallet } from '../mobileWallet'
import type { SessionView } from '../state'
import { actionButton, h } from './dom'

export function sessionItem(doc: Document, wallet: MobileWallet, session: SessionView): HTMLElement {
  return h(
    doc,
    'li',
    { class: 'session', attrs: { 'data-testid': 'session', 'data-topic': session.topic } },
    h(doc, 'p', { class: 'dapp' }, h(doc, 'strong', { text: session.dapp.name }), h(doc, 'span', { class: 'dapp__url', text: session.dapp.url })),
    h(doc, 'p', {
      class: 'label',
      text: `Account ${[session.address, session.solanaAddress, session.bitcoinAddress]
        .filter(Boolean)
        .map((address) => shortAddress(address!))
        .join(' · ')} on ${session.chains.map(chainLabel).join(', ')}`,
      attrs: { title: [session.address, session.solanaAddress, session.bitcoinAddress].filter(Boolean).join(' ') },
    }),
    actionButton(doc, 'Disconnect', () => wallet.disconnect(session.topic), 'secondary', `Disconnect ${session.dapp.name}`),
  )
}
