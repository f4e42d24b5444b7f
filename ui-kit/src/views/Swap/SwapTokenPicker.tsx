import type { SwapToken, TokenBalance } from '@berth/headless'
import { useState } from 'react'
import { formatQuantity } from '../../format/formatQuantity'
import { ListItem } from '../../primitives/ListItem'
import { SearchInput } from '../../primitives/SearchInput'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'
import { swapTokenBalance } from './swapBalance'

export type SwapTokenPickerProps = {
  /** 'from' or 'to': which side is being chosen (its label). */
  side: 'from' | 'to'
  tokens: readonly SwapToken[]
  balances: readonly TokenBalance[] | undefined
  selected: SwapToken | undefined
  onPick(token: SwapToken): void
}

const matches = (token: SwapToken, search: string) => !search || token.symbol.toLowerCase().includes(search) || token.name.toLowerCase().includes(search)

/** The swap service's tokens on the network, searchable by symbol or name, each with the account's quantity when it holds some. */
export function SwapTokenPicker({ side, tokens, balances, selected, onPick }: SwapTokenPickerProps) {
  const [search, setSearch] = useState('')
  const query = search.trim().toLowerCase()
  const shown = tokens.filter((token) => matches(token, query))
  return (
    <div className="berth-send" data-slot="swap-token-picker" data-side={side}>
      <SearchInput
        label={side === 'from' ? 'Search the token to pay with' : 'Search the token to receive'}
        placeholder="Search token"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Text tone="secondary" align="center" data-slot="swap-tokens-empty">
          {`No token matches “${search.trim()}”`}
        </Text>
      ) : (
        <ul className="berth-send-tokens" aria-label={side === 'from' ? 'Tokens to pay with' : 'Tokens to receive'}>
          {shown.map((token) => {
            const balance = swapTokenBalance(balances, token)
            return (
              <li key={token.address}>
                <ListItem
                  data-slot="swap-token-option"
                  aria-current={selected?.address.toLowerCase() === token.address.toLowerCase() || undefined}
                  leading={<WalletImage src={token.logoUri} name={token.symbol} alt="" className="berth-token-icon" />}
                  description={token.symbol}
                  trailing={
                    balance ? <span className="berth-send-tokens__value">{`${formatQuantity(balance.quantity.numeric)} ${token.symbol}`}</span> : undefined
                  }
                  onClick={() => onPick(token)}
                >
                  {token.name}
                </ListItem>
              </li>
            )
          })}
        </ul>
      )}
      <span className="berth-sr-only" role="status">
        {query ? `${shown.length} ${shown.length === 1 ? 'token' : 'tokens'}` : ''}
      </span>
    </div>
  )
}
