// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureAddress } from '../../testing/fixtureClient';
import { renderWithFixture } from '../../testing/renderWithFixture';
import Account from './Account';

afterEach(cleanup);

describe('Account', () => {
  it('shows the shortened address and the native balance', () => {
    renderWithFixture(<Account />, 'connected');
    const address = screen.getByText('0xf39F…2266');
    expect(address.getAttribute('title')).toBe(fixtureAddress);
    expect(screen.getByText('10,000.000 ETH')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });

  it('the network button, named by the network, opens Networks', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true });
    await user.click(screen.getByRole('button', { name: 'Berth Devnet' }));
    expect(currentView()).toEqual({ view: 'Networks' });
  });

  it('Disconnect disconnects', async () => {
    const { user, status, wallets } = renderWithFixture(<Account />, 'connected', { open: true });
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(status()).toBe('disconnected'));
    expect(wallets.approving.provider.calls).toContain('wallet_revokePermissions');
  });
});
