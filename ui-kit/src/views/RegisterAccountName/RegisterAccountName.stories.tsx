import type { RouteParams } from '@berth/headless'
import type { Story, StoryDefault } from '@ladle/react'
import { useEffect, useRef, useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import type { ProfileApiFake } from '../../testing/profileApiFake'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake } from '../../testing/walletApiFake'
import RegisterAccountName from './RegisterAccountName'

export default { title: 'Views / RegisterAccountName' } satisfies StoryDefault

type SceneProps = {
  /** What the route hands the view: the name typed (the field starts with it) and a failure's reason. */
  params?: RouteParams
  profile?: Partial<ProfileApiFake>
  /** Press Register once shown, the embedded wallet's signature never answered. */
  registering?: boolean
}

/** An embedded-wallet account on Berth Devnet; the names API answered from memory (testing/profileApiFake.ts, `berth.berth.id` taken). */
function Scene({ params, profile, registering = false }: SceneProps) {
  const [value] = useState(() =>
    createFixtureClient('connected', {
      history: [{ view: 'Account' }, { view: 'RegisterAccountName', ...(params ? { params } : {}) }],
      walletApi: createWalletApiFake({ ...(profile ? { profile } : {}) }),
      embedded: { sign: registering ? 'pending' : 'approve' },
    }),
  )
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (registering) frame.current?.querySelector('form')?.requestSubmit()
  }, [registering])
  return (
    <FixtureProvider fixture="connected" value={value}>
      <div ref={frame}>
        <ViewFrame>
          <RegisterAccountName />
        </ViewFrame>
      </div>
    </FixtureProvider>
  )
}

/** Nothing typed yet: the zone after the field, the rule under it, Register off. */
export const Empty: Story = () => <Scene />

/** A name that breaks the rule: the rule's message, no suggestions asked. */
export const InvalidName: Story = () => <Scene params={{ accountName: 'ab' }} />

/** A name that keeps the rule, its suggestions not answered yet. */
export const SuggestionsLoading: Story = () => <Scene params={{ accountName: 'carol' }} profile={{ suggestions: 'hang' }} />

/** The typed name is free: it leads the suggestions, free names near it follow. */
export const SuggestionsShown: Story = () => <Scene params={{ accountName: 'carol' }} />

/** The typed name is taken: it says so, its row is marked Taken, Register is off. */
export const SuggestionsWithTaken: Story = () => <Scene params={{ accountName: 'berth' }} />

/** The suggestions could not be read: the name can still be registered. */
export const SuggestionsUnavailable: Story = () => <Scene params={{ accountName: 'carol' }} profile={{ suggestions: 'error' }} />

/** Register pressed: the wallet is asked to sign (the embedded wallet shows it in its frame). */
export const Registering: Story = () => <Scene params={{ accountName: 'carol' }} registering />

/** Back after a failure: the name kept, the reason under it. */
export const RegistrationFailed: Story = () => <Scene params={{ accountName: 'carol', registerNameError: 'Signature declined' }} />

/** Back after the API refused: taken by someone else meanwhile. */
export const RegistrationRefused: Story = () => <Scene params={{ accountName: 'carol', registerNameError: 'carol.berth.id is already taken' }} />
