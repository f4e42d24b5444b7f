import { useAccount, useClient, useModal } from '@berth/headless/react'
import type { VariantProps } from 'class-variance-authority'
import { cx } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { preloadBerthModal } from '../berth-modal/BerthModal'
import { shortenAddress } from '../format/shortenAddress'
import { buttonVariants } from '../primitives/buttonVariants'
import { themeStyle } from '../theme/themeStyle'

// A failed preload is not an error: the modal loads (and reports) for real when it opens.
const preload = () => void preloadBerthModal().catch(() => undefined)

/**
 * A button's props (without onClick and children: it opens the modal and writes its own text) plus
 * buttonVariants' `variant`, `size` and `fullWidth`, and `label`.
 */
export type ConnectButtonProps = Omit<ComponentProps<'button'>, 'onClick' | 'children'> &
  VariantProps<typeof buttonVariants> & {
    /** The text while disconnected; 'Connect Wallet' by default. */
    label?: string
  }

/**
 * "Connect Wallet" while disconnected; the account's profile name (useAccount().profileName: an
 * embedded-wallet account's account name), else its shortened address, once there is an account:
 * connected, or reconnecting the account a reload (or the server, from the cookie) remembered.
 * Opens the modal.
 * data-slot="connect-button", with data-status set to the connection's status.
 *
 * A plain `<button>` with the Button primitive's classes and its own theme scope (what ThemeRoot
 * would put on it): the page's first load then carries neither Radix's Slot nor the Button component,
 * which arrive with the modal.
 */
export function ConnectButton({ label = 'Connect Wallet', variant, size, fullWidth, className, style, type, ...props }: ConnectButtonProps) {
  const client = useClient()
  const { status, address, profileName } = useAccount()
  const { open } = useModal()
  const account = status !== 'disconnected' ? address : undefined
  return (
    <button
      type={type ?? 'button'}
      // The button lives in the host page, outside the modal: it carries its own theme scope.
      data-berth=""
      data-theme={client.options.themeMode ?? 'light'}
      data-slot="connect-button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-status={status}
      aria-busy={status === 'connecting' || undefined}
      className={cx('berth-root', buttonVariants({ variant, size, fullWidth }), className)}
      style={{ ...themeStyle(client.options.themeVariables), ...style }}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open()}
      {...props}
    >
      {account ? (profileName ?? shortenAddress(account)) : status === 'connecting' ? 'Connecting…' : label}
    </button>
  )
}
