// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectedAccounts } from './ConnectedAccounts'

afterEach(cleanup)

const payment = { address: 'bcrt1qxq3m5cnd9jw3m4dlh8hqq63ctnuxmhyarjghyl', type: 'payment', publicKey: '02'.padEnd(66, 'a') } as const
const ordinal = { address: 'bcrt1pm2pnfk0zqwdmxqfyhcyq6k8a5tyk2m5nrq8ax2jmxrzqs7zey8gq3qws2x', type: 'ordinal', publicKey: 'b'.repeat(64) } as const

describe('ConnectedAccounts', () => {
  it("lists a Bitcoin wallet's payment and ordinal accounts in order, each shortened with the whole address as its title and a copy button", () => {
    render(<ConnectedAccounts accounts={[payment, ordinal]} />)
    const rows = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual(['payment', 'ordinal'])
    expect(rows[0]!.textContent).toContain('Payment')
    expect(rows[1]!.textContent).toContain('Ordinals')
    const shown = rows.map((row) => row.querySelector('[data-slot="account-accounts-address"]')!)
    expect(shown.map((node) => node.getAttribute('title'))).toEqual([payment.address, ordinal.address])
    expect(shown[0]!.textContent).toBe(`${payment.address.slice(0, 6)}…${payment.address.slice(-4)}`)
    expect(screen.getByRole('button', { name: 'Copy payment address' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy ordinals address' })).toBeTruthy()
  })

  it('shows nothing for a wallet that connected a single account', () => {
    const { container } = render(<ConnectedAccounts accounts={[payment]} />)
    expect(container.innerHTML).toBe('')
  })
})
