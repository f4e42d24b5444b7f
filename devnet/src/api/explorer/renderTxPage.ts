import { escapeXml } from '../images/escapeXml'
import type { TxDetails } from './readTxDetails'

// escapeXml escapes & < > " ' and drops characters XML forbids: safe for HTML text and quoted attributes.
const e = escapeXml

const style = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1f24}
h1{font-size:1.25rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #e3e6ea}
th{width:11rem;color:#59636e;font-weight:500}code{font:12px ui-monospace,monospace;word-break:break-all}
.confirmed{color:#1a7f37}.failed{color:#cf222e}.pending{color:#9a6700}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${style}</style></head><body>${body}</body></html>`
}

const row = (label: string, value: string) => `<tr><th>${e(label)}</th><td>${value}</td></tr>`
const code = (text: string | null) => (text === null ? '—' : `<code>${e(text)}</code>`)

/** The explorer's HTML view of a transaction: every value from the chain is escaped. */
export function renderTxPage(tx: TxDetails): string {
  const transfers = tx.transfers.length
    ? `<h2>Transfers</h2><table>${tx.transfers
        .map((t) =>
          row(
            t.kind === 'native' ? 'ETH' : t.kind === 'erc20' ? `ERC-20 ${t.token?.symbol ?? ''}` : `ERC-721 ${t.token?.symbol ?? ''}`,
            `${e(t.kind === 'erc721' ? `#${t.tokenId ?? ''}` : t.amount)}${t.token ? ` ${e(t.token.name ?? '')} ${code(t.token.address)}` : ''}<br>from ${code(t.from)}<br>to ${code(t.to)}`,
          ),
        )
        .join('')}</table>`
    : ''
  const logs = tx.logs.length
    ? `<h2>Logs</h2><table>${tx.logs.map((log) => row(`#${log.index}`, `${code(log.address)}<br>${log.topics.map((topic) => code(topic)).join('<br>')}<br>${code(log.data)}`)).join('')}</table>`
    : ''
  return page(
    `Transaction ${tx.hash}`,
    `<h1>Transaction on ${e(tx.chainName)} (${e(tx.chain)})</h1><table>${[
      row('Hash', code(tx.hash)),
      row('Status', `<span class="${e(tx.status)}">${e(tx.status)}</span>`),
      row('Block', tx.blockNumber === null ? '—' : `${e(String(tx.blockNumber))} ${code(tx.blockHash)}`),
      row('Time', e(tx.timestamp ?? '—')),
      row('From', code(tx.from)),
      row('To', tx.to ? code(tx.to) : `contract creation ${code(tx.contractAddress)}`),
      row('Value', `${e(tx.value.ether)} ETH`),
      row('Nonce', e(String(tx.nonce))),
      row('Gas', `${e(tx.gasUsed ?? '—')} used of ${e(tx.gasLimit)}`),
      row('Fee', tx.fee ? `${e(tx.fee.ether)} ETH` : '—'),
      row('Input', code(tx.input)),
    ].join('')}</table>${transfers}${logs}`,
  )
}

/** An HTML error page of the explorer (the message is escaped). */
export function renderExplorerError(title: string, message: string): string {
  return page(title, `<h1>${e(title)}</h1><p>${e(message)}</p>`)
}
