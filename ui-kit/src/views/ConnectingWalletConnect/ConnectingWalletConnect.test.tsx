// @vitest-environment jsdom
import type { ListedWallet } from '@berth/headless';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFixture } from '../../testing/renderWithFixture';
import { chosenWalletStore } from './chosenWallet';
import ConnectingWalletConnect, { openableLink } from './ConnectingWalletConnect';

afterEach(cleanup);

const wallet = (links: ListedWallet['links'], name = 'Harbor Wallet'): ListedWallet => ({ id: 'harbor', name, imageUrl: undefined, links, chains: [], installed: false });

describe('ConnectingWalletConnect', () => {
  it("shows the chosen wallet's name and its links as safe anchors", () => {
    const { client } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected');
    act(() =>
      chosenWalletStore(client).set({
        wallet: wallet({ desktop: 'harborwallet://', webapp: 'https://app.harbor.example/', mobile: 'https://link.harbor.example/wc' }),
      }),
    );
    expect(screen.getByText('Harbor Wallet')).toBeTruthy();
    expect(screen.getByText(/needs WalletConnect, which is not configured/)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['Open Harbor WalletDesktop app', 'harborwallet://', 'noopener noreferrer', null],
      ['Open Harbor WalletWeb app', 'https://app.harbor.example/', 'noopener noreferrer', '_blank'],
      ['Open Harbor WalletMobile app', 'https://link.harbor.example/wc', 'noopener noreferrer', '_blank'],
    ]);
  });

  it('never renders a script, data or file link, and shows markup in names as text', () => {
    const { client, container } = renderWithFixture(<ConnectingWalletConnect />, 'disconnected');
    act(() =>
      chosenWalletStore(client).set({
        wallet: wallet({ desktop: 'javascript:alert(1)', webapp: 'data:text/html,<b>x</b>', mobile: 'file:///etc/passwd' }, '<b>Evil</b>'),
      }),
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>Evil</b> lists no link to open it.')).toBeTruthy();
  });

  it('says so when no wallet was chosen', () => {
    renderWithFixture(<ConnectingWalletConnect />, 'disconnected');
    expect(screen.getByText('No wallet chosen')).toBeTruthy();
  });

  it('openableLink keeps http(s) and app schemes only', () => {
    expect(openableLink('https://a.example')).toEqual({ href: 'https://a.example/', web: true });
    expect(openableLink('foxwallet://wc')).toEqual({ href: 'foxwallet://wc', web: false });
    for (const bad of ['javascript:alert(1)', 'JavaScript:x', 'vbscript:x', 'data:text/html,x', 'file:///x', 'about:blank', '/relative', 'java script:x', undefined]) {
      expect(openableLink(bad)).toBeUndefined();
    }
  });
});
