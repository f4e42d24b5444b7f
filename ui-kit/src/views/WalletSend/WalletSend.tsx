import { validateSend } from '@berth/headless'
import { useBalances, useClient, useModal, useNetwork, useSendState } from '@berth/headless/react'
import { useId } from 'react'
import { formatQuantity } from '../../format/formatQuantity'
import { formatUsd } from '../../format/formatUsd'
import { AmountField } from '../../primitives/AmountField'
import { Button } from '../../primitives/Button'
import { ListItem } from '../../primitives/ListItem'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'
import { balanceInBaseUnits, findBalance, usdValue } from '../../send/sendTokens'

/** Reasons that only say the form is not filled in yet: a hint, not an error. */
const INCOMPLETE = new Set(['missing-amount-or-receiver', 'missing-token'])

const RECEIVER_PLACEHOLDERS = { eip155: '0x… receiver address', solana: 'Solana receiver address', bip122: 'Bitcoin receiver address' } as const

/**
 * The send form: the token (picked in WalletSendSelectToken), the amount (with Max), the receiver
 * (checked by the active namespace's adapter). What validateSend says is shown under the form, in docs/validation.md's words; Preview opens
 * WalletSendPreview only when the send is valid. The form lives in the send state, so Back and
 * the token picker keep it.
 */
export default function WalletSend() {
  const client = useClient()
  const { push } = useModal()
  const { network, caipNetworkId } = useNetwork()
  const balances = useBalances()
  const send = useSendState()
  const amountId = useId()
  const receiverId = useId()
  const hintId = useId()
  const availableId = useId()

  const balance = findBalance(balances.data, send.token)
  const validation = validateSend({
    network: network ? { caipNetworkId, chainNamespace: network.chainNamespace } : undefined,
    token: send.token,
    amount: send.sendTokenAmount,
    receiverAddress: send.receiverAddress,
    balance: balanceInBaseUnits(balance),
    // The namespace's own address rule (base58 of 32 bytes on solana, EIP-55 on eip155).
    checkAddress: network ? client.adapters[network.chainNamespace]?.checkAddress : undefined,
  })
  const hint = validation.valid ? undefined : validation
  const amountUsd = usdValue(send.sendTokenAmount, balance?.price)

  return (
    <form
      className="berth-send"
      data-slot="wallet-send"
      aria-describedby={hint ? hintId : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.valid) push('WalletSendPreview')
      }}
    >
      <ListItem
        data-slot="send-token"
        chevron
        leading={send.token ? <WalletImage src={send.token.iconUrl} name={send.token.symbol} alt="" className="berth-token-icon" /> : undefined}
        aria-label={send.token ? `Token: ${send.token.symbol}. Change token` : 'Select token'}
        aria-describedby={balance ? availableId : undefined}
        onClick={() => push('WalletSendSelectToken')}
      >
        {send.token ? send.token.symbol : 'Select token'}
      </ListItem>
      {/* Beside the row, not in it: the row's visible text stays its name's (label in name). */}
      {balance ? (
        <Text variant="small" tone="secondary" id={availableId} data-slot="send-available" className="berth-send__available">
          {`${formatQuantity(balance.quantity.numeric)} ${balance.symbol} available`}
        </Text>
      ) : null}

      <AmountField
        id={amountId}
        data-slot="send-amount"
        value={send.sendTokenAmount ?? ''}
        onValueChange={send.setTokenAmount}
        unit={send.token?.symbol}
        max={balance ? { amount: balance.quantity.numeric, unit: balance.symbol } : null}
      >
        {amountUsd !== undefined ? (
          <Text variant="small" tone="secondary" data-slot="send-amount-usd">
            {formatUsd(amountUsd)}
          </Text>
        ) : null}
      </AmountField>

      <div className="berth-send__field">
        <label htmlFor={receiverId} className="berth-send__label">
          To
        </label>
        <input
          id={receiverId}
          data-slot="send-receiver"
          className="berth-send__input berth-send__input--address"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={RECEIVER_PLACEHOLDERS[network?.chainNamespace ?? 'eip155']}
          value={send.receiverAddress ?? ''}
          onChange={(event) => send.setReceiverAddress(event.target.value)}
        />
      </div>

      <Text
        id={hintId}
        variant="small"
        tone={hint && !INCOMPLETE.has(hint.reason) ? 'error' : 'secondary'}
        data-slot="send-validation"
        data-reason={hint?.reason}
        aria-live="polite"
        className="berth-send__hint"
      >
        {hint?.message ?? ''}
      </Text>

      <Button type="submit" fullWidth disabled={!validation.valid || send.loading}>
        Preview
      </Button>
    </form>
  )
}
