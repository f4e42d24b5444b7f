import { useAccount, useBalance, useDisconnect, useModal, useNetwork } from '@berth/headless/react';
import { formatAmount } from '../../format/formatAmount';
import { shortenAddress } from '../../format/shortenAddress';
import { NetworkIcon } from '../../icons/NetworkIcon';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ListItem } from '../../primitives/ListItem';
import { Text } from '../../primitives/Text';

/** The connected account: address, native balance from the chain, network, disconnect. */
export default function Account() {
  const { address } = useAccount();
  const { network, caipNetworkId } = useNetwork();
  const { push, close } = useModal();
  const balance = useBalance({ caipNetworkId: network ? caipNetworkId : undefined, address });
  const disconnect = useDisconnect();
  if (!address) return null;

  return (
    <div className="berth-account" data-slot="account">
      <Avatar address={address} size="lg" />
      <div className="berth-account__address">
        <Text variant="title" weight="semibold" title={address} data-slot="account-address">
          {shortenAddress(address)}
        </Text>
        <CopyButton text={address} label="Copy address" />
      </div>
      <Text variant="paragraph" tone="secondary" data-slot="account-balance" aria-live="polite">
        {balance.data
          ? `${formatAmount(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
          : balance.isError
            ? 'Balance unavailable'
            : network
              ? 'Loading balance…'
              : ''}
      </Text>
      <ListItem
        leading={<NetworkIcon size={20} />}
        chevron
        aria-label={network?.name ?? 'Unsupported network'}
        onClick={() => push('Networks')}
        data-slot="account-network"
      >
        {network?.name ?? 'Unsupported network'}
      </ListItem>
      <Button
        variant="secondary"
        fullWidth
        loading={disconnect.isPending}
        onClick={() => disconnect.mutate(undefined, { onSettled: close })}
      >
        Disconnect
      </Button>
    </div>
  );
}
