// @vitest-environment jsdom
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { MobileWallet } from '../mobileWallet'
import { parseRequest } from '../requests'
import { proposalCard, requestCard } from './cards'

// Rendering only: no test here clicks, so the wallet's actions are never reached.
const wallet = {} as MobileWallet
const hostile = { name: '<img src=x onerror="alert(1)"><b>Evil</b>', url: 'javascript:alert(1)' }

describe('cards', () => {
  it('shows what a dapp sends as text, never as markup', () => {
    const card = proposalCard(document, wallet, {
      id: 1,
      dapp: hostile,
      params: { proposer: { metadata: hostile } },
      required: [],
      optional: ['eip155:31337'],
      problem: undefined,
    })
    expect(card.querySelector('img, b, a')).toBeNull()
    expect(card.querySelector('[data-testid="dapp-name"]')?.textContent).toBe(hostile.name)
    expect(card.querySelector('[data-testid="dapp-url"]')?.textContent).toBe(hostile.url)
  })

  it('names the card by its heading and lists the requested chains by name', () => {
    const card = proposalCard(document, wallet, {
      id: 1,
      dapp: { name: 'Dapp', url: 'u' },
      params: { proposer: { metadata: { name: 'Dapp', url: 'u' } } },
      required: ['eip155:31337'],
      optional: ['eip155:1'],
      problem: undefined,
    })
    document.body.append(card)
    expect(card.tagName).toBe('ARTICLE')
    expect(document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent).toBe('Connection request')
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Berth Devnet (eip155:31337)', 'eip155:1'])
    expect([...card.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Approve', 'Reject'])
    card.remove()
  })

  it('offers only Reject for a proposal the wallet cannot serve, and says why', () => {
    const card = proposalCard(document, wallet, {
      id: 1,
      dapp: { name: 'Dapp', url: 'u' },
      params: { proposer: { metadata: { name: 'Dapp', url: 'u' } } },
      required: ['eip155:1'],
      optional: [],
      problem: 'The app requires chains this wallet does not support: eip155:1.',
    })
    expect([...card.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Reject'])
    expect(card.querySelector('.problem')?.textContent).toBe('The app requires chains this wallet does not support: eip155:1.')
  })

  it('shows personal_sign as the decoded text, on the chain it is for', () => {
    const request = parseRequest('personal_sign', [stringToHex('Hello from Berth'), '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'])
    const card = requestCard(document, wallet, {
      id: 2,
      topic: 't',
      dapp: { name: 'Dapp', url: 'u' },
      chain: 'eip155:31338',
      method: 'personal_sign',
      summary: 'Sign a message',
      request,
    })
    expect(card.querySelector('[data-testid="request-message"]')?.textContent).toBe('Hello from Berth')
    expect(card.textContent).toContain('On Berth Devnet L2 (eip155:31338)')
    expect(card.textContent).toContain('Signer 0x2361…1E8f')
  })
})
