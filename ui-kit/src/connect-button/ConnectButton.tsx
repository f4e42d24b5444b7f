import { useAccount, useClient, useModal } from '@berth/headless/react'
import type { ComponentProps } from 'react'
import { preloadBerthModal } from '../berth-modal/BerthModal'
import { shortenAddress } from '../format/shortenAddress'
import { Button } from '../primitives/Button'
import { ThemeRoot } from '../theme/ThemeRoot'

// A failed preload is not an error: the modal loads (and reports) for real when it opens.
const preload = () => void preloadBerthModal().catch(() => undefined)

export type ConnectButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & { label?: string }

/**
 * "Connect Wallet" while disconnected; the shortened address once there is an account: connected,
 * or reconnecting the account a reload (or the server, from the cookie) remembered. Opens the modal.
 */
export function ConnectButton({ label = 'Connect Wallet', ...props }: ConnectButtonProps) {
  const client = useClient()
  const { status, address } = useAccount()
  const { open } = useModal()
  const account = status !== 'disconnected' ? address : undefined
  return (
    // The button lives in the host page, outside the modal: it carries its own theme scope.
    <ThemeRoot asChild mode={client.options.themeMode} variables={client.options.themeVariables}>
      <Button
        data-slot="connect-button"
        data-status={status}
        aria-busy={status === 'connecting' || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open()}
        {...props}
      >
        {account ? shortenAddress(account) : status === 'connecting' ? 'Connecting…' : label}
      </Button>
    </ThemeRoot>
  )
}
