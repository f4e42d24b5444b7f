import { h } from './dom'

/** What a second wallet tab shows while the first one does the work. */
export function showOtherTabNotice(doc: Document, handedOver: boolean): void {
  doc.body.dataset.waited = 'true'
  const main = doc.querySelector('main')
  main?.replaceChildren(
    h(doc, 'h1', { text: 'Devnet Mobile Wallet' }),
    h(
      doc,
      'p',
      { attrs: { role: 'status' } },
      handedOver
        ? 'The wallet is already open in another tab: the link was handed to it. Continue there; you can close this tab.'
        : 'The wallet is already open in another tab. Continue there; this tab takes over when that one closes.',
    ),
  )
}
