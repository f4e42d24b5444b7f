import type { ConnectionAccount } from '@berth/headless'
import { shortenAddress } from '../../format/shortenAddress'
import { CopyButton } from '../../primitives/CopyButton'
import { Text } from '../../primitives/Text'

const TYPE_NAMES: Record<NonNullable<ConnectionAccount['type']>, string> = { payment: 'Payment', ordinal: 'Ordinals' }

export type ConnectedAccountsProps = { accounts: readonly ConnectionAccount[] }

/**
 * The accounts a wallet connected beside the active one, by type: on Bitcoin the payment account
 * (the default, whose balance Account shows) and the ordinal account. Each shows its short address
 * (the whole one as its title) and copies it. Nothing when the wallet gave a single account.
 */
export function ConnectedAccounts({ accounts }: ConnectedAccountsProps) {
  if (accounts.length < 2) return null
  return (
    <ul className="berth-account__accounts" aria-label="Accounts" data-slot="account-accounts">
      {accounts.map((account) => {
        const name = account.type ? TYPE_NAMES[account.type] : 'Account'
        return (
          <li key={account.address} className="berth-account__account" data-slot="account-accounts-row" data-type={account.type}>
            <Text variant="small" tone="secondary">
              {name}
            </Text>
            <Text variant="small" weight="semibold" title={account.address} data-slot="account-accounts-address">
              {shortenAddress(account.address)}
            </Text>
            <CopyButton text={account.address} label={`Copy ${name.toLowerCase()} address`} size="sm" />
          </li>
        )
      })}
    </ul>
  )
}
