import { describe, expect, it } from 'vitest'
import type { TxDetails } from './readTxDetails'
import { renderExplorerError, renderTxPage } from './renderTxPage'

const hostile = '<script>alert("x")</script>'
const tx: TxDetails = {
  chain: 'eip155:31337',
  chainName: `Devnet ${hostile}`,
  hash: '0xabc',
  status: 'failed',
  blockNumber: 7,
  blockHash: '0xdef',
  timestamp: '2026-11-20T03:11:38.000Z',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: null,
  contractAddress: `0x"><img src=x onerror=alert(1)>`,
  nonce: 3,
  value: { wei: '1500000000000000000', ether: '1.5' },
  gasLimit: '21000',
  gasUsed: '21000',
  effectiveGasPrice: '1000000000',
  fee: { wei: '21000000000000', ether: '0.000021' },
  input: `0x' onmouseover='alert(1)`,
  transfers: [
    {
      kind: 'erc20',
      token: { address: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402', name: hostile, symbol: '<b>USDC</b>' },
      from: '0x1',
      to: '0x2',
      amount: '250',
    },
  ],
  logs: [{ index: 0, address: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402', topics: [hostile], data: '0x' }],
}

describe('renderTxPage', () => {
  it('escapes every value it shows', () => {
    const html = renderTxPage(tx)
    expect(html).not.toMatch(/<script|<img|<b>|onmouseover='/)
    expect(html).toContain('Devnet &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('ERC-20 &lt;b&gt;USDC&lt;/b&gt;')
    expect(html).toContain('0x&apos; onmouseover=&apos;alert(1)')
  })

  it('shows status, value, fee and a contract creation', () => {
    const html = renderTxPage(tx)
    expect(html).toContain('<span class="failed">failed</span>')
    expect(html).toContain('<td>1.5 ETH</td>')
    expect(html).toContain('<td>0.000021 ETH</td>')
    expect(html).toMatch(/<th>To<\/th><td>contract creation <code>/)
    expect(html.startsWith('<!doctype html>')).toBe(true)
  })
})

describe('renderExplorerError', () => {
  it('escapes the message', () => {
    expect(renderExplorerError('Bad request', hostile)).toContain('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>')
  })
})
