import { newPurchases } from '@berth/headless'
import { useModal, useOnrampPurchases } from '@berth/headless/react'
import { CheckIcon } from '../../icons/CheckIcon'
import { Alert } from '../../primitives/Alert'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'

/** How often the purchases are read while a checkout is open. */
export const PURCHASE_POLL_MS = 2_000

/**
 * The purchase a checkout opened for (params `purchase`): waiting while the buyer pays in the
 * provider's tab (a declined card changes nothing here: the buyer can retry there or go back), then
 * 'Crediting your wallet' once the provider lists the purchase, then done once it is confirmed,
 * when the account's balances and activity refresh. The purchases are read every 2 s.
 */
export default function BuyInProgress() {
  const { view, reset } = useModal()
  const purchase = view?.params?.purchase
  const purchases = useOnrampPurchases({
    address: purchase?.address,
    caipNetworkId: purchase?.caipNetworkId,
    query: {
      refetchInterval: (query) =>
        purchase && newPurchases(query.state.data ?? [], purchase.knownPurchaseIds, purchase.createdAt).some((entry) => entry.status === 'confirmed')
          ? false
          : PURCHASE_POLL_MS,
    },
  })
  if (!purchase) return null
  const made = newPurchases(purchases.data ?? [], purchase.knownPurchaseIds, purchase.createdAt)
  const done = made.find((entry) => entry.status === 'confirmed')
  const failed = made.find((entry) => entry.status === 'failed')
  const crediting = made.find((entry) => entry.status === 'pending')

  if (done) {
    return (
      <div className="berth-send berth-send--center" data-slot="buy-done" role="status">
        <span className="berth-send__success-icon">
          <CheckIcon size={24} />
        </span>
        <Text variant="title" weight="semibold">{`Bought ${done.quantity} ${done.symbol}`}</Text>
        <Text variant="small" tone="secondary">
          It is in your wallet.
        </Text>
        <Button fullWidth onClick={() => reset('Account')} data-slot="buy-done-button">
          Done
        </Button>
      </div>
    )
  }
  return (
    <div className="berth-send berth-send--center" data-slot="buy-in-progress" data-state={failed ? 'failed' : crediting ? 'crediting' : 'waiting'}>
      {failed ? (
        <Alert variant="error" title="The purchase failed">
          The provider could not deliver it. Nothing was added to your wallet.
        </Alert>
      ) : (
        <Spinner size="lg" decorative />
      )}
      <Text variant="paragraph" weight="semibold" role="status">
        {crediting ? 'Crediting your wallet…' : `Complete your purchase of ${purchase.purchaseCurrency} in the checkout tab`}
      </Text>
      {crediting ? null : (
        <Text variant="small" tone="secondary" data-slot="buy-waiting-note">
          {`${purchase.amount} ${purchase.paymentCurrency}. If your payment was declined, try again there, or go back to change it.`}
        </Text>
      )}
      {purchases.error ? (
        <Text variant="small" tone="error" data-slot="buy-poll-error">
          {`Could not check the purchase: ${purchases.error.shortMessage}. Trying again…`}
        </Text>
      ) : null}
      <a
        className="berth-button berth-button--secondary berth-button--md berth-button--full"
        href={purchase.url}
        target="_blank"
        rel="noopener noreferrer"
        data-slot="buy-reopen"
      >
        Reopen checkout
      </a>
    </div>
  )
}
