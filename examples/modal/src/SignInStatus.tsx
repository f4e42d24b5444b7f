import { useSiwx } from '@berth/headless/react'

/** The sign-in state from useSiwx, and signing out (the devnet server revokes the session). */
export function SignInStatus() {
  const { enabled, status, signOut } = useSiwx()
  if (!enabled) return null
  return (
    <p>
      Sign-in: <output data-testid="siwx-status">{status}</output>{' '}
      {status === 'signed-in' ? (
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      ) : null}
    </p>
  )
}
