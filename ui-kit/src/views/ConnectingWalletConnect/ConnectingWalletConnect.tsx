import type { WalletLinks } from '@berth/headless';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { Text } from '../../primitives/Text';
import { WalletImage } from '../../primitives/WalletImage';
import { useChosenWallet } from './chosenWallet';

const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);

/**
 * A second check on a link the headless sanitiser kept: an absolute http(s) URL or an app scheme
 * (`foxwallet://`), never a script, data or file URL.
 */
export function openableLink(value: string | undefined): { href: string; web: boolean } | undefined {
  if (!value) return undefined;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  const scheme = match?.[1]?.toLowerCase();
  if (!scheme || BLOCKED_SCHEMES.has(scheme) || /[\u0000-\u0020\u007f-\u009f]/.test(value)) return undefined;
  if (scheme === 'http' || scheme === 'https') {
    try {
      return { href: new URL(value).href, web: true };
    } catch {
      return undefined;
    }
  }
  return { href: value, web: false };
}

const LINKS: { key: keyof WalletLinks; kind: string }[] = [
  { key: 'desktop', kind: 'Desktop app' },
  { key: 'webapp', kind: 'Web app' },
  { key: 'mobile', kind: 'Mobile app' },
];

/**
 * A listed wallet that is not installed. Until WalletConnect is configured (its own issue fills
 * this view in), it offers the wallet's own links.
 */
export default function ConnectingWalletConnect() {
  const wallet = useChosenWallet();
  if (!wallet) {
    return (
      <div className="berth-view-empty" data-slot="connecting-walletconnect-empty">
        <Text variant="paragraph" weight="medium" align="center">
          No wallet chosen
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Go back and choose a wallet from the list.
        </Text>
      </div>
    );
  }
  const links = LINKS.flatMap(({ key, kind }) => {
    const link = openableLink(wallet.links[key]);
    return link ? [{ key, kind, ...link }] : [];
  });
  return (
    <div className="berth-connecting" data-slot="connecting-walletconnect">
      <WalletImage src={wallet.imageUrl} name={wallet.name} size="xl" />
      <div className="berth-connecting__text">
        <Text variant="paragraph" weight="medium" align="center">
          {wallet.name}
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Scanning a QR code with {wallet.name} needs WalletConnect, which is not configured for this app.
        </Text>
      </div>
      {links.length > 0 ? (
        <ul className="berth-list berth-wallet-links" aria-label={`${wallet.name} links`}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                className="berth-list-item berth-list-item--default berth-wallet-link"
                data-slot="wallet-link"
                href={link.href}
                rel="noopener noreferrer"
                {...(link.web ? { target: '_blank' } : {})}
              >
                <span className="berth-list-item__text">
                  <span className="berth-list-item__label">Open {wallet.name}</span>
                  <span className="berth-list-item__description">{link.kind}</span>
                </span>
                <span className="berth-list-item__trailing">
                  <ChevronRightIcon size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <Text variant="small" tone="secondary" align="center">
          {wallet.name} lists no link to open it.
        </Text>
      )}
    </div>
  );
}
