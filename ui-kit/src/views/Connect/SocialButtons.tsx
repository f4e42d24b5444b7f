import type { SocialOption } from '@berth/headless/embedded'
import { useModal, useSocialLogin } from '@berth/headless/react'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

/** Each social login's name, as its button says it. */
export const SOCIAL_NAMES: Record<SocialOption, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/**
 * Connect's social logins (SPEC.md: after email, before the wallets), in `options`' order: a
 * provider opens its login in a popup (from the click itself, so no popup blocker stops it) and the
 * modal goes on to Account once connected; Farcaster shows ConnectingFarcaster's QR code. A failed
 * login ('Popup closed', 'Failed to initiate social connection') is said under the buttons.
 * Loaded apart from Connect, after the installed wallets have painted.
 */
export default function SocialButtons({ options }: { options: readonly SocialOption[] }) {
  const { push, reset: resetView } = useModal()
  // Account becomes the first view: nothing to go back to once connected (a SIWX sign-in opens over it).
  const social = useSocialLogin({ mutation: { onSuccess: () => resetView('Account') } })
  return (
    <>
      <fieldset className="berth-socials" aria-label="Social logins" data-slot="social-buttons">
        {options.map((option) => (
          <Button
            key={option}
            variant="secondary"
            size="sm"
            data-social={option}
            loading={social.isPending && social.variables === option}
            disabled={social.isPending}
            onClick={() => (option === 'farcaster' ? push('ConnectingFarcaster') : social.mutate(option))}
          >
            {SOCIAL_NAMES[option]}
          </Button>
        ))}
      </fieldset>
      {social.error ? (
        <Text variant="small" tone="error" role="alert">
          {social.error.shortMessage}
        </Text>
      ) : null}
    </>
  )
}
