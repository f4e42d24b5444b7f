import { useModal } from '@berth/headless/react'
import { CheckIcon } from '../../icons/CheckIcon'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

/**
 * docs/views.md RegisterAccountNameSuccess: the name RegisterAccountName registered (its route's
 * `accountName`), and a way back to Account, which shows it as the account's name.
 */
export default function RegisterAccountNameSuccess() {
  const { view, reset } = useModal()
  const name = view?.params?.accountName
  return (
    <div className="berth-send berth-send--center" data-slot="register-account-name-success">
      <span className="berth-send__success-icon">
        <CheckIcon size={24} />
      </span>
      <div role="status">
        <Text variant="paragraph" weight="medium" align="center" asChild>
          <p>Name registered</p>
        </Text>
        {name ? (
          <Text variant="title" weight="semibold" align="center" data-slot="registered-name" asChild>
            <p>{name}</p>
          </Text>
        ) : null}
      </div>
      <Text variant="small" tone="secondary" align="center">
        It now shows as your account's name.
      </Text>
      <Button fullWidth onClick={() => reset('Account')}>
        Back to account
      </Button>
    </div>
  )
}
