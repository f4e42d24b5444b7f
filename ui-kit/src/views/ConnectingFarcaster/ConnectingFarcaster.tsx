import { safeLinkUrl } from '@berth/headless'
import { useClient, useFarcasterLogin, useModal } from '@berth/headless/react'
import { useCallback, useEffect, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { CopyButton } from '../../primitives/CopyButton'
import { QrCode } from '../../primitives/QrCode'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'

/**
 * ConnectingFarcaster (SPEC.md): the Farcaster sign-in's QR code and its link (to copy, or to open
 * on this device), then the wait for the approval in Farcaster; once approved the embedded wallet
 * connects and the modal goes on to Account. A failure ('Failed to connect to farcaster') offers a
 * new QR code.
 */
export default function ConnectingFarcaster() {
  const client = useClient()
  const { reset: resetView } = useModal()
  const { mutate, reset, error, isPending, url } = useFarcasterLogin()
  // The wait in progress: given up when the visitor leaves the view or tries again, so a late
  // answer of the frame never lands after another login.
  const waiting = useRef<AbortController | undefined>(undefined)
  const connect = useCallback(() => {
    waiting.current?.abort()
    const controller = new AbortController()
    waiting.current = controller
    reset()
    // A URL an earlier visit asked for is spent: this visit shows its own.
    client.embedded?.reset()
    // Account becomes the first view: nothing to go back to once connected (a SIWX sign-in opens over it).
    mutate({ signal: controller.signal }, { onSuccess: () => resetView('Account') })
  }, [client, mutate, reset, resetView])
  // StrictMode's second mount starts its own wait after the first one's was given up.
  useEffect(() => {
    connect()
    return () => waiting.current?.abort()
  }, [connect])

  // This visit's URL, while it waits; an http(s) link (safeLinkUrl's rules) is offered to open too.
  const shown = isPending && !error ? url : undefined
  const href = safeLinkUrl(shown)
  return (
    <div className="berth-connecting" data-slot="connecting-farcaster" aria-busy={isPending || undefined}>
      <div className="berth-qr" data-slot="farcaster-qr" data-uri={shown ?? ''}>
        {shown ? <QrCode value={shown} label="QR code to sign in with Farcaster" /> : isPending ? <Spinner size="lg" label="Preparing the QR code" /> : null}
      </div>
      <div role="status" aria-live="polite" className="berth-connecting__text">
        {error ? (
          <Text variant="paragraph" weight="medium" tone="error" align="center">
            {error.shortMessage}
          </Text>
        ) : shown ? (
          <Text variant="small" tone="secondary" align="center">
            Scan with your phone or open the link, then approve the sign-in in Farcaster
          </Text>
        ) : isPending ? (
          <Text variant="small" tone="secondary" align="center">
            Waiting for Farcaster
          </Text>
        ) : null}
      </div>
      {error ? (
        <Button variant="secondary" onClick={connect}>
          Try again
        </Button>
      ) : shown ? (
        <div className="berth-farcaster__links">
          <CopyButton text={shown} label="Copy link" showLabel />
          {href && /^https?:/i.test(href) ? (
            <Button asChild variant="secondary">
              <a href={href} target="_blank" rel="noopener noreferrer">
                Open link
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
