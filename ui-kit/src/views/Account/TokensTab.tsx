import { ConfigurationError, type TokenBalance } from '@berth/headless'
import { useBalances } from '@berth/headless/react'
import { formatQuantity } from '../../format/formatQuantity'
import { formatUsd } from '../../format/formatUsd'
import { WalletImage } from '../../primitives/WalletImage'
import { EmptyState, LoadingRows } from './EmptyState'

/** docs/errors.md's text, shown in the tab too while the error notification says it once. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/** The account's tokens on the active network, most valuable first. */
export function TokensTab() {
  const balances = useBalances()
  if (balances.error instanceof ConfigurationError) {
    // Nothing failed: the app has not configured what balances come from, and the alert names it.
    return <EmptyState data-slot="tokens-unavailable" title={balances.error.shortMessage} description="This app is not set up to read balances." />
  }
  if (balances.isError) {
    return <EmptyState data-slot="tokens-unavailable" title={TOKEN_BALANCE_UNAVAILABLE} description="The balances could not be read just now." />
  }
  if (!balances.data) return balances.isLoading ? <LoadingRows label="Loading tokens" data-slot="tokens-loading" /> : null
  if (balances.data.length === 0) return <EmptyState data-slot="tokens-empty" title="No tokens yet" description="Tokens sent to this address show here." />
  const tokens = [...balances.data].sort((a, b) => b.value - a.value)
  return (
    <ul className="berth-account-rows" aria-label="Tokens" data-slot="token-list">
      {tokens.map((token) => (
        <TokenRow key={token.address ?? `${token.chainId}:native`} token={token} />
      ))}
    </ul>
  )
}

function TokenRow({ token }: { token: TokenBalance }) {
  return (
    <li className="berth-account-row" data-slot="token-row">
      <WalletImage src={token.iconUrl} name={token.symbol} alt="" className="berth-account-row__icon berth-token-icon" />
      <span className="berth-account-row__text">
        <span className="berth-account-row__label">{token.name}</span>
        <span className="berth-account-row__description" data-slot="token-quantity">
          {formatQuantity(token.quantity.numeric)} {token.symbol}
        </span>
      </span>
      <span className="berth-account-row__end">
        <span className="berth-account-row__label" data-slot="token-value">
          {formatUsd(token.value)}
        </span>
        <span className="berth-account-row__description" data-slot="token-price">
          <span className="berth-sr-only">Price </span>
          {formatUsd(token.price)}
        </span>
      </span>
    </li>
  )
}
