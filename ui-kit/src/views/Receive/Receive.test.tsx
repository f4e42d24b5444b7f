// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureAddress } from '../../testing/fixtureClient'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { fixtureSolanaAddress } from '../../testing/solanaWalletFake'
import Receive from './Receive'

afterEach(cleanup)

describe('Receive', () => {
  it('the address as a QR code and in full, copied with Copy address, and the EVM networks it receives on', async () => {
    const { user } = renderWithFixture(<Receive />, 'connected', { open: true })
    expect(screen.getByRole('img', { name: `QR code of your address ${fixtureAddress}` })).toBeTruthy()
    expect(screen.getByText(fixtureAddress)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(fixtureAddress)
    expect(await screen.findByText('Address copied')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Receive on EVM networks' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Berth Devnet', 'Berth Devnet L2'])
  })

  it('on Solana: the Solana address and Solana’s networks only', () => {
    renderWithFixture(<Receive />, 'connectedSolana', { open: true })
    expect(screen.getByText(fixtureSolanaAddress)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Receive on Solana networks' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Berth Solana Devnet'])
  })
})
