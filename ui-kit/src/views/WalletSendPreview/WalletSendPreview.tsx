import { explorerTxUrl, formatAmount, type SendResult } from '@berth/headless'
import { useBalances, useIdentity, useModal, useNetwork, usePreviewSend, useSend, useSendState } from '@berth/headless/react'
import { useEffect, useState, type ReactNode } from 'react'
import { formatUsd } from '../../format/formatUsd'
import { shortenAddress } from '../../format/shortenAddress'
import { CheckIcon } from '../../icons/CheckIcon'
import { Alert } from '../../primitives/Alert'
import { Avatar } from '../../primitives/Avatar'
import { Button } from '../../primitives/Button'
import { Skeleton } from '../../primitives/Skeleton'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'
import { findBalance, nativePrice, usdValue } from '../../send/sendTokens'

/**
 * The send to confirm: the amount, the receiver (its name when the identity API has one), the
 * network fee from usePreviewSend (with its USD value when the native price is known) and, on
 * Solana, the rent of the receiver's token account when the send creates it. Send asks
 * the wallet (useSend): a waiting state while it confirms, another while the chain mines it, then
 * the success (with the explorer link; the send state has reset by then), or what went wrong with
 * the form kept.
 */
export default function WalletSendPreview() {
  const send = useSendState()
  const sendMutation = useSend()
  const { reset } = useModal()
  // What is being sent, as it was when Send was pressed: the send state resets once it is confirmed.
  const [sending, setSending] = useState<{ amount: string; symbol: string; receiver: string }>()
  const receipt = sendMutation.receipt

  if (receipt.isSuccess) return <SendSuccess result={receipt.data} onDone={() => reset('Account')} />
  const waiting = sendMutation.isPending ? 'Confirm in your wallet' : sendMutation.isSuccess && receipt.isPending ? 'Waiting for confirmation' : undefined
  if (waiting) {
    return (
      <div className="berth-send berth-send--center" data-slot="send-waiting" role="status">
        <Spinner size="lg" decorative />
        <Text variant="paragraph" weight="semibold">
          {waiting}
        </Text>
        <Text variant="small" tone="secondary">
          Sending {sending?.amount} {sending?.symbol} to {sending ? shortenAddress(sending.receiver) : 'the receiver'}
        </Text>
      </div>
    )
  }
  if (!send.token || !send.sendTokenAmount || !send.receiverAddress) {
    return (
      <div className="berth-send berth-send--center" data-slot="send-nothing">
        <Text tone="secondary">Nothing to send yet.</Text>
      </div>
    )
  }
  return (
    <SendReview
      error={sendMutation.error?.shortMessage ?? receipt.error?.shortMessage}
      onSend={() => {
        setSending({ amount: send.sendTokenAmount!.trim(), symbol: send.token!.symbol, receiver: send.receiverAddress!.trim() })
        sendMutation.mutate(undefined)
      }}
    />
  )
}

function SendReview({ error, onSend }: { error: string | undefined; onSend: () => void }) {
  const send = useSendState()
  const { network } = useNetwork()
  const balances = useBalances()
  const preview = usePreviewSend()
  const receiver = send.receiverAddress?.trim() ?? ''

  const token = send.token!
  const amountUsd = usdValue(send.sendTokenAmount, findBalance(balances.data, token)?.price)
  const feePrice = nativePrice(balances.data, network?.caipNetworkId)
  const fee = preview.data
  const feeUsd = fee && feePrice !== undefined ? Number(fee.feeFormatted) * feePrice : undefined
  // Solana: an SPL send to a receiver without a token account creates one, whose rent the sender pays.
  const rent = fee?.chainNamespace === 'solana' && fee.createsTokenAccount ? formatAmount(fee.rent, network?.nativeCurrency.decimals ?? 9) : undefined
  const rentUsd = rent !== undefined && feePrice !== undefined ? Number(rent) * feePrice : undefined

  return (
    <div className="berth-send" data-slot="send-review">
      <div className="berth-send__summary" data-slot="send-summary">
        <WalletImage src={token.iconUrl} name={token.symbol} alt="" size="lg" className="berth-token-icon" />
        <Text variant="title" weight="semibold" data-slot="send-summary-amount">
          {send.sendTokenAmount?.trim()} {token.symbol}
        </Text>
        {amountUsd !== undefined ? (
          <Text variant="small" tone="secondary">
            {formatUsd(amountUsd)}
          </Text>
        ) : null}
      </div>

      <dl className="berth-send__details">
        <Detail label="To" slot="send-receiver-detail">
          {/* The preview's receiver is the checked address: its name is looked up once there is one. */}
          {fee ? <NamedReceiver address={fee.receiver} /> : <Receiver address={receiver} />}
        </Detail>
        <Detail label="Network" slot="send-network-detail">
          {network?.name ?? 'Unsupported network'}
        </Detail>
        <Detail label="Network fee" slot="send-fee">
          {fee ? (
            <span className="berth-send__fee">
              <span data-slot="send-fee-amount">
                {fee.feeFormatted} {fee.feeSymbol}
              </span>
              {feeUsd !== undefined && Number.isFinite(feeUsd) ? (
                <span data-slot="send-fee-usd" className="berth-send__fee-usd">
                  {formatUsd(feeUsd)}
                </span>
              ) : null}
            </span>
          ) : preview.isError ? (
            <span className="berth-send__fee-error">Unavailable</span>
          ) : (
            <span aria-busy="true">
              <span className="berth-sr-only">Estimating the network fee</span>
              <Skeleton width={96} height={16} />
            </span>
          )}
        </Detail>
        {rent !== undefined && fee ? (
          <Detail label="Token account rent" slot="send-rent">
            <span className="berth-send__fee">
              <span data-slot="send-rent-amount">
                {rent} {fee.feeSymbol}
              </span>
              {rentUsd !== undefined && Number.isFinite(rentUsd) ? (
                <span data-slot="send-rent-usd" className="berth-send__fee-usd">
                  {formatUsd(rentUsd)}
                </span>
              ) : null}
            </span>
          </Detail>
        ) : null}
      </dl>
      {rent !== undefined ? (
        <Text variant="small" tone="secondary" data-slot="send-rent-note">
          The receiver has no {token.symbol} account yet: this send creates it, and you pay its rent.
        </Text>
      ) : null}

      {preview.isError ? (
        <Alert variant="error" data-slot="send-preview-error">
          {preview.error.shortMessage}
        </Alert>
      ) : null}
      {error ? (
        <Alert variant="error" data-slot="send-error">
          {error}
        </Alert>
      ) : null}

      <Button fullWidth disabled={!fee || send.loading} onClick={onSend}>
        Send
      </Button>
    </div>
  )
}

/** The receiver with the name and avatar the identity API has for it, kept in the send state. */
function NamedReceiver({ address }: { address: string }) {
  const { setReceiverProfileName, setReceiverProfileImageUrl } = useSendState()
  const identity = useIdentity({ address })
  const name = identity.data?.name
  const avatar = identity.data?.avatar
  useEffect(() => {
    setReceiverProfileName(name)
    setReceiverProfileImageUrl(avatar)
  }, [name, avatar, setReceiverProfileName, setReceiverProfileImageUrl])
  return <Receiver address={address} name={name} avatar={avatar} />
}

function Receiver({ address, name, avatar }: { address: string; name?: string | undefined; avatar?: string | undefined }) {
  return (
    <span className="berth-send__receiver">
      <Avatar address={address} src={avatar} size="sm" />
      <span className="berth-send__receiver-text">
        {name ? (
          <span data-slot="send-receiver-name" className="berth-send__receiver-name">
            {name}
          </span>
        ) : null}
        <span data-slot="send-receiver-address" title={address}>
          {shortenAddress(address)}
        </span>
      </span>
    </span>
  )
}

function Detail({ label, slot, children }: { label: string; slot: string; children: ReactNode }) {
  return (
    <div className="berth-send__detail" data-slot={slot}>
      <dt className="berth-send__detail-label">{label}</dt>
      <dd className="berth-send__detail-value">{children}</dd>
    </div>
  )
}

function SendSuccess({ result, onDone }: { result: SendResult; onDone: () => void }) {
  const { network } = useNetwork()
  const identity = useIdentity({ address: result.receiver })
  const name = identity.data?.name
  const href = explorerTxUrl(network?.caipNetworkId === result.caipNetworkId ? network : undefined, result.hash)
  return (
    <div className="berth-send berth-send--center" data-slot="send-success">
      <span className="berth-send__success-icon">
        <CheckIcon size={24} strokeWidth={3} />
      </span>
      <div role="status" className="berth-send__success-text">
        <Text variant="paragraph" weight="semibold" data-slot="send-success-amount">
          Sent {formatAmount(result.value, result.token.decimals)} {result.token.symbol}
        </Text>
        <Text variant="small" tone="secondary" data-slot="send-success-receiver">
          to {name ? `${name} (${shortenAddress(result.receiver)})` : shortenAddress(result.receiver)}
        </Text>
      </div>
      {href ? (
        <Button asChild variant="ghost" size="sm">
          <a href={href} target="_blank" rel="noopener noreferrer" data-slot="send-explorer-link">
            View on explorer
          </a>
        </Button>
      ) : null}
      <Button fullWidth onClick={onDone}>
        Done
      </Button>
    </div>
  )
}
