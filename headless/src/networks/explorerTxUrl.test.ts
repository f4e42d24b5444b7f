import { describe, expect, it } from 'vitest'
import { mainnet } from './eip155.js'
import { explorerTxUrl } from './explorerTxUrl.js'

const hash = `0x${'ab'.repeat(32)}`
const explorer = (url: string) => ({ chainNamespace: 'eip155' as const, blockExplorers: { default: { name: 'Explorer', url } } })

describe('explorerTxUrl', () => {
  it('links public networks Etherscan-style, under the explorer URL with its path', () => {
    expect(explorerTxUrl(mainnet, hash)).toBe(`https://etherscan.io/tx/${hash}`)
    expect(explorerTxUrl(explorer('https://scan.example/base/'), hash)).toBe(`https://scan.example/base/tx/${hash}`)
    expect(explorerTxUrl(explorer('http://127.0.0.1:8787/local/explorer'), hash)).toBe(`http://127.0.0.1:8787/local/explorer/tx/${hash}`)
  })

  it('gives nothing without an explorer or a transaction hash', () => {
    expect(explorerTxUrl(undefined, hash)).toBeUndefined()
    expect(explorerTxUrl({ chainNamespace: 'eip155' }, hash)).toBeUndefined()
    expect(explorerTxUrl(mainnet, undefined)).toBeUndefined()
    expect(explorerTxUrl(mainnet, '0x1234')).toBeUndefined()
    expect(explorerTxUrl(mainnet, `${hash}/../../evil`)).toBeUndefined()
  })

  it("links Solana signatures, keeping the explorer's cluster query", () => {
    const signature = '5'.repeat(88)
    const cluster = {
      chainNamespace: 'solana' as const,
      blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' } },
    }
    expect(explorerTxUrl(cluster, signature)).toBe(`https://explorer.solana.com/tx/${signature}?cluster=devnet`)
    // A hash of another namespace's form links nowhere.
    expect(explorerTxUrl(cluster, hash)).toBeUndefined()
    expect(explorerTxUrl(mainnet, signature)).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)//',
    'data:text/html,x',
    'ftp://scan.example',
    '//scan.example',
    'scan.example',
    'https://user:pw@scan.example',
    'https://scan.example/#x',
  ])('refuses the explorer URL %j', (url) => {
    expect(explorerTxUrl(explorer(url), hash)).toBeUndefined()
  })
})
