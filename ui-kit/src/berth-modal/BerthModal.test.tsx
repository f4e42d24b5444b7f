// @vitest-environment jsdom
import { useAccount } from '@berth/headless/react'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../testing/renderWithFixture'
import { BerthModal } from './BerthModal'

afterEach(cleanup)

function MyAccount() {
  const { address } = useAccount()
  return <p>Custom account {address}</p>
}

describe('BerthModal', () => {
  it('renders nothing until opened', () => {
    renderWithFixture(<BerthModal />, 'disconnected')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('views={{ Account }} replaces the Account view', async () => {
    renderWithFixture(<BerthModal views={{ Account: MyAccount }} />, 'connected', { open: true })
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByText(/Custom account 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  it('views={{ Account }} keeps the stock Connect view', async () => {
    renderWithFixture(<BerthModal views={{ Account: MyAccount }} />, 'disconnected', { open: true })
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(await within(dialog).findByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
    expect(within(dialog).queryByText(/Custom account/)).toBeNull()
  })

  it('after connecting through the stock views, shows the custom Account', async () => {
    const { user } = renderWithFixture(<BerthModal views={{ Account: MyAccount }} />, 'disconnected', { open: true })
    await user.click(await screen.findByRole('button', { name: 'Fox Wallet' }))
    expect(await screen.findByText(/Custom account 0xf39F/)).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('the stock Account view shows the account', async () => {
    renderWithFixture(<BerthModal />, 'connected', { open: true })
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(await within(dialog).findByText('0xf39F…2266')).toBeTruthy()
    expect(within(dialog).getByText('10,000.000 ETH')).toBeTruthy()
  })
})

describe('BerthModal theme', () => {
  it('takes themeMode from its prop', async () => {
    renderWithFixture(<BerthModal themeMode="dark" />, 'disconnected', { open: true })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.closest('[data-berth]')?.getAttribute('data-theme')).toBe('dark')
  })
})
