// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFixture } from '../../testing/renderWithFixture';
import Connect from './Connect';

afterEach(cleanup);

describe('Connect', () => {
  it('lists each announced wallet as a button named by the wallet, the recent one first and tagged', () => {
    renderWithFixture(<Connect />, 'disconnected');
    const list = screen.getByRole('list', { name: 'Wallets' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Fox Wallet', 'Blue Wallet', 'Phantasm']);
    expect(within(screen.getByRole('button', { name: 'Fox Wallet' })).getByText('Recent')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Blue Wallet' })).queryByText('Recent')).toBeNull();
    expect(within(screen.getByRole('button', { name: 'Blue Wallet' })).getByText('Installed')).toBeTruthy();
  });

  it('choosing a wallet pushes ConnectingExternal for it', async () => {
    const { user, client, wallets, currentView } = renderWithFixture(<Connect />, 'disconnected');
    await user.click(screen.getByRole('button', { name: 'Blue Wallet' }));
    expect(currentView()).toEqual({ view: 'ConnectingExternal', params: { connectorId: wallets.pending.rdns } });
    expect(client.router.store.get().history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal']);
  });

  it('says so when no wallet is found', () => {
    renderWithFixture(<Connect />, 'empty');
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    expect(screen.getByText('No wallet found')).toBeTruthy();
  });
});
