import type { ListedConnector } from '@berth/headless';
import { useConnectors, useModal } from '@berth/headless/react';
import { ListItem } from '../../primitives/ListItem';
import { Text } from '../../primitives/Text';
import { WalletImage } from '../../primitives/WalletImage';

const sectionTag: Partial<Record<ListedConnector['section'], string>> = { recent: 'Recent', injected: 'Installed' };

/** The wallets the page offers, in SPEC order; choosing one starts ConnectingExternal. */
export default function Connect() {
  const connectors = useConnectors();
  const { push } = useModal();
  if (connectors.length === 0) {
    return (
      <div className="berth-view-empty" data-slot="connect-empty">
        <Text variant="paragraph" weight="medium" align="center">
          No wallet found
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Install a browser wallet, then reload this page.
        </Text>
      </div>
    );
  }
  return (
    <ul className="berth-list" aria-label="Wallets" data-slot="wallet-list">
      {connectors.map(({ connector, section }) => (
        <li key={connector.id}>
          <ListItem
            leading={<WalletImage src={connector.imageUrl} name={connector.name} />}
            tag={sectionTag[section]}
            tagVariant={section === 'recent' ? 'accent' : 'success'}
            aria-label={connector.name}
            onClick={() => push('ConnectingExternal', { connectorId: connector.id })}
          >
            {connector.name}
          </ListItem>
        </li>
      ))}
    </ul>
  );
}
