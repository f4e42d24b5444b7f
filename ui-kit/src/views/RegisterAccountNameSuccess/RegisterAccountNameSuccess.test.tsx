// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import RegisterAccountNameSuccess from './RegisterAccountNameSuccess'

afterEach(cleanup)

describe('RegisterAccountNameSuccess', () => {
  it('says the name is registered, shows it, and goes back to Account', async () => {
    const history = [{ view: 'Account' as const }, { view: 'RegisterAccountNameSuccess' as const, params: { accountName: 'carol.berth.id' } }]
    const { user, client } = renderWithFixture(<RegisterAccountNameSuccess />, 'connected', { history, embedded: true })
    expect(screen.getByRole('status').textContent).toBe('Name registeredcarol.berth.id')
    await user.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(client.router.store.get().history).toEqual([{ view: 'Account' }])
  })
})
