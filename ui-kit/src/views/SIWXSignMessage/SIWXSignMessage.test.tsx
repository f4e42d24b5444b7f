// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { siwxFake } from '../../testing/siwxFake'
import SIWXSignMessage from './SIWXSignMessage'

afterEach(cleanup)

const history = [{ view: 'SIWXSignMessage' as const }]

describe('SIWXSignMessage', () => {
  it("signs through the connected wallet; a wallet that cannot sign shows 'Signature declined' and stays", async () => {
    const { client, user } = renderWithFixture(<SIWXSignMessage />, 'connected', { history, siwx: siwxFake() })
    expect(screen.getByText(/Canceling will keep you connected/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    // The fixture wallet answers personal_sign with 4200 (unsupported): sign-in fails, clearly.
    await screen.findByText('Signature declined')
    expect(client.siwx!.store.get().status).toBe('error')
    expect(client.events.store.get().events.map((event) => event.name)).toContain('SIWX_AUTH_ERROR')
  })

  it('a successful signature stores the session', async () => {
    const siwx = siwxFake()
    const { client, user, wallets } = renderWithFixture(<SIWXSignMessage />, 'connected', { history, siwx })
    const request = wallets.approving.provider.request.bind(wallets.approving.provider)
    vi.spyOn(wallets.approving.provider, 'request').mockImplementation(async (args) =>
      args.method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : request(args),
    )
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await vi.waitFor(() => expect(siwx.sessions).toHaveLength(1))
    expect(client.siwx!.store.get().status).toBe('signed-in')
  })

  it('cancel: optional just closes and stays connected; required disconnects when no network has a session', async () => {
    const optional = renderWithFixture(<SIWXSignMessage />, 'connected', { history, siwx: siwxFake(), open: true })
    await optional.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(optional.client.modal.store.get().open).toBe(false))
    expect(optional.status()).toBe('connected')
    cleanup()

    const required = renderWithFixture(<SIWXSignMessage />, 'connected', { history, siwx: siwxFake({ required: true }), open: true })
    expect(screen.queryByText(/Canceling will keep you connected/)).toBeNull()
    required.client.modal.close()
    expect(required.client.modal.store.get().open).toBe(true)
    await required.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(required.status()).toBe('disconnected'))
  })
})
