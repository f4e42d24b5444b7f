import { shortAddress } from '../accounts'
import { chainLabel } from '../chains'
import type { MobileWallet } from '../mobileWallet'
import type { DappMetadata } from '../namespaces'
import type { PendingAuth, PendingProposal, PendingRequest } from '../state'
import { actionButton, h } from './dom'

let cardIds = 0

/** An <article> named by its heading, with the dapp that asks and the wallet's two answers. */
function card(
  doc: Document,
  kind: string,
  title: string,
  dapp: DappMetadata,
  body: Node[],
  approve: (() => Promise<void>) | undefined,
  reject: () => Promise<void>,
) {
  const headingId = `card-${++cardIds}`
  return h(
    doc,
    'article',
    { class: 'card', attrs: { 'aria-labelledby': headingId, 'data-testid': kind } },
    h(doc, 'h3', { text: title, attrs: { id: headingId } }),
    h(
      doc,
      'p',
      { class: 'dapp' },
      h(doc, 'strong', { text: dapp.name, attrs: { 'data-testid': 'dapp-name' } }),
      h(doc, 'span', { class: 'dapp__url', text: dapp.url, attrs: { 'data-testid': 'dapp-url' } }),
    ),
    ...body,
    h(doc, 'div', { class: 'card__actions' }, approve ? actionButton(doc, 'Approve', approve) : null, actionButton(doc, 'Reject', reject, 'secondary')),
  )
}

function chainList(doc: Document, label: string, chains: readonly string[]): Node | null {
  if (chains.length === 0) return null
  return h(
    doc,
    'div',
    { class: 'chains' },
    h(doc, 'span', { class: 'label', text: label }),
    h(doc, 'ul', {}, ...chains.map((chain) => h(doc, 'li', { text: chainLabel(chain) }))),
  )
}

const problemText = (doc: Document, problem: string | undefined) => (problem ? h(doc, 'p', { class: 'problem', text: problem }) : null)

export function proposalCard(doc: Document, wallet: MobileWallet, proposal: PendingProposal): HTMLElement {
  return card(
    doc,
    'proposal',
    'Connection request',
    proposal.dapp,
    [
      chainList(doc, 'Required chains', proposal.required),
      chainList(doc, 'Optional chains', proposal.optional),
      signInNote(doc, proposal),
      problemText(doc, proposal.problem),
    ].filter((n): n is Node => n !== null),
    proposal.problem ? undefined : () => wallet.approveProposal(proposal.id),
    () => wallet.rejectProposal(proposal.id),
  )
}

/** A proposal that also signs in says so: approving signs a message for the dapp. */
function signInNote(doc: Document, proposal: PendingProposal): Node | null {
  const requests = proposal.params.requests?.authentication ?? []
  if (requests.length === 0) return null
  return h(doc, 'p', {
    class: 'label',
    text: `Approving also signs you in to ${requests.map((request) => request.domain).join(', ')}`,
    attrs: { 'data-testid': 'proposal-sign-in' },
  })
}

export function authCard(doc: Document, wallet: MobileWallet, auth: PendingAuth): HTMLElement {
  const messages = auth.messages.map((message) =>
    h(
      doc,
      'figure',
      { class: 'message' },
      h(doc, 'figcaption', { text: `Message for ${chainLabel(message.chain)}` }),
      h(doc, 'pre', { text: message.text, attrs: { 'data-testid': 'auth-message' } }),
    ),
  )
  const body: Node[] = [...messages, problemText(doc, auth.problem)].filter((n): n is HTMLElement => n !== null)
  return card(doc, 'auth', 'Sign-in request', auth.dapp, body, auth.problem ? undefined : () => wallet.approveAuth(auth.id), () => wallet.rejectAuth(auth.id))
}

export function requestCard(doc: Document, wallet: MobileWallet, pending: PendingRequest): HTMLElement {
  const { request } = pending
  const details: Node[] = [
    h(doc, 'p', { class: 'method' }, h(doc, 'code', { text: pending.method, attrs: { 'data-testid': 'request-method' } }), ` ${pending.summary}`),
    h(doc, 'p', { class: 'label', text: `On ${chainLabel(pending.chain)}` }),
  ]
  if (request.method === 'personal_sign')
    details.push(h(doc, 'pre', { class: 'message', text: request.text, attrs: { 'data-testid': 'request-message', 'aria-label': 'Message to sign' } }))
  if (request.method === 'eth_signTypedData_v4') details.push(h(doc, 'pre', { class: 'message', text: JSON.stringify(request.typedData.message, null, 2) }))
  if (request.method === 'eth_sendTransaction') details.push(h(doc, 'pre', { class: 'message', text: JSON.stringify(request.transaction, null, 2) }))
  if (request.method === 'solana_signMessage')
    details.push(h(doc, 'pre', { class: 'message', text: request.text, attrs: { 'data-testid': 'request-message', 'aria-label': 'Message to sign' } }))
  if (request.method === 'solana_signTransaction' || request.method === 'solana_signAndSendTransaction')
    details.push(h(doc, 'pre', { class: 'message', text: request.transaction, attrs: { 'aria-label': 'Transaction (base64)' } }))
  if (request.method === 'signMessage')
    details.push(h(doc, 'pre', { class: 'message', text: request.message, attrs: { 'data-testid': 'request-message', 'aria-label': 'Message to sign' } }))
  if (request.method === 'sendTransfer')
    details.push(
      h(doc, 'p', { class: 'label', text: `From ${request.account}`, attrs: { 'data-testid': 'request-from' } }),
      h(doc, 'p', { class: 'label', text: `${request.amount} sats to ${request.recipientAddress}`, attrs: { 'data-testid': 'request-transfer' } }),
    )
  if (request.method === 'signPsbt')
    details.push(
      h(doc, 'ul', {}, ...request.signInputs.map((input) => h(doc, 'li', { text: `Input ${input.index} with ${shortAddress(input.address)}` }))),
      h(doc, 'pre', { class: 'message', text: request.psbt, attrs: { 'aria-label': 'PSBT (base64)' } }),
    )
  if ('signer' in request && request.signer) details.push(h(doc, 'p', { class: 'label', text: `Signer ${shortAddress(request.signer)}` }))
  return card(
    doc,
    'request',
    `Request: ${pending.method}`,
    pending.dapp,
    details,
    () => wallet.approveRequest(pending.id),
    () => wallet.rejectRequest(pending.id),
  )
}
