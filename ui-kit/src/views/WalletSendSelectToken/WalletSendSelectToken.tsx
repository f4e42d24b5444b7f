import type { TokenBalance } from '@berth/headless'
import { useBalances, useModal, useSendState } from '@berth/headless/react'
import { type ReactNode, useState } from 'react'
import { formatQuantity } from '../../format/formatQuantity'
import { formatUsd } from '../../format/formatUsd'
import { ListItem } from '../../primitives/ListItem'
import { SearchInput } from '../../primitives/SearchInput'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'
import { isSameToken, toSendToken } from '../../send/sendTokens'

/** docs/errors.md's text, as Account's Tokens tab shows it. */
const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

const matches = (token: TokenBalance, search: string) => !search || token.symbol.toLowerCase().includes(search) || token.name.toLowerCase().includes(search)

/**
 * The account's tokens on the active network (the portfolio from useBalances), most valuable
 * first, with quantity and value; searchable by symbol or name. Picking one sets the send's token
 * and goes back to WalletSend.
 */
export default function WalletSendSelectToken() {
  const balances = useBalances()
  const { token: selected, setToken } = useSendState()
  const { goBack } = useModal()
  const [search, setSearch] = useState('')
  const query = search.trim().toLowerCase()

  let content: ReactNode
  let count: number | undefined
  if (balances.isError) {
    content = (
      <Text tone="secondary" align="center" data-slot="send-tokens-unavailable">
        {TOKEN_BALANCE_UNAVAILABLE}
      </Text>
    )
  } else if (!balances.data) {
    content = (
      <Text tone="secondary" align="center" aria-busy="true" data-slot="send-tokens-loading">
        Loading tokens…
      </Text>
    )
  } else {
    const tokens = balances.data.filter((token) => matches(token, query)).sort((a, b) => b.value - a.value)
    count = tokens.length
    content =
      tokens.length === 0 ? (
        <Text tone="secondary" align="center" data-slot="send-tokens-empty">
          {balances.data.length === 0 ? 'No tokens to send' : `No token matches “${search.trim()}”`}
        </Text>
      ) : (
        <ul className="berth-send-tokens" aria-label="Tokens">
          {tokens.map((token) => {
            const current = selected ? isSameToken(token, selected) : false
            return (
              <li key={token.address ?? `${token.chainId}:native`}>
                <ListItem
                  data-slot="send-token-option"
                  aria-current={current || undefined}
                  leading={<WalletImage src={token.iconUrl} name={token.symbol} alt="" className="berth-token-icon" />}
                  description={`${formatQuantity(token.quantity.numeric)} ${token.symbol}`}
                  trailing={<span className="berth-send-tokens__value">{formatUsd(token.value)}</span>}
                  onClick={() => {
                    setToken(toSendToken(token))
                    goBack()
                  }}
                >
                  {token.name}
                </ListItem>
              </li>
            )
          })}
        </ul>
      )
  }

  return (
    <div className="berth-send" data-slot="wallet-send-select-token">
      <SearchInput label="Search tokens" placeholder="Search token" value={search} onChange={(event) => setSearch(event.target.value)} />
      {content}
      <span className="berth-sr-only" role="status">
        {count === undefined || !query ? '' : `${count} ${count === 1 ? 'token' : 'tokens'}`}
      </span>
    </div>
  )
}
