import { useAccount, useClient, useModal } from '@berth/headless/react'
import type { ComponentProps } from 'react'
import { preloadBerthModal } from '../berth-modal/BerthModal'
import { shortenAddress } from '../format/shortenAddress'
import { Button } from '../primitives/Button'
import { ThemeRoot } from '../theme/ThemeRoot'

// A failed preload is not an error: the modal loads (and reports) for real when it opens.
const preload = () => void preloadBerthModal().catch(() => undefined)

export type ConnectButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & { label?: string }

/** "Connect Wallet" while disconnected; the shortened address once connected. Opens the modal. */
export function ConnectButton({ label = 'Connect Wallet', ...props }: ConnectButtonProps) {
  const client = useClient()
  const { status, address } = useAccount()
  const { open } = useModal()
  const connected = status === 'connected' && address
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
        {connected ? shortenAddress(address) : status === 'connecting' ? 'Connecting…' : label}
      </Button>
    </ThemeRoot>
  )
}
