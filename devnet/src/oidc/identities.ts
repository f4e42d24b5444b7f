/** The social logins the embedded wallet offers; one devnet OpenID Connect provider stands in for all of them. */
export const DEVNET_SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

export type DevnetSocialProvider = (typeof DEVNET_SOCIAL_PROVIDERS)[number]

/** How the login page names each provider. */
export const DEVNET_SOCIAL_PROVIDER_LABELS: Record<DevnetSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** A person the devnet provider can sign in as: the claims its ID tokens carry. */
export interface DevnetIdentity {
  /** Stable and unique across providers: the same identity always gets the same `sub`. */
  sub: string
  provider: DevnetSocialProvider
  email: string
  email_verified: boolean
  name: string
  /** As the real provider's API gives it: Discord's new-style names end in '0' (the UI drops it). */
  preferred_username: string
}

const identity = (provider: DevnetSocialProvider, n: number, name: string, username: string, email_verified = true): DevnetIdentity => ({
  sub: `${provider}-devnet-${1000 + n}`,
  provider,
  email: `${username.replace(/[^a-z0-9.]/gi, '.')}@${provider}.devnet.example`,
  email_verified,
  name,
  preferred_username: username,
})

/** Every devnet identity, two or three per provider. */
export const DEVNET_IDENTITIES: readonly DevnetIdentity[] = [
  identity('google', 1, 'Ada Devnet', 'ada.devnet'),
  identity('google', 2, 'Grace Devnet', 'grace.devnet'),
  identity('google', 3, 'Alan Devnet', 'alan.devnet'),
  identity('x', 1, 'Ada Devnet', 'ada_devnet'),
  identity('x', 2, 'Bob Devnet', 'bob_devnet', false),
  identity('discord', 1, 'Dana Devnet', 'dana.devnet0'),
  identity('discord', 2, 'Eli Devnet', 'eli.devnet0'),
  identity('github', 1, 'Octo Devnet', 'octo-devnet'),
  identity('github', 2, 'Linus Devnet', 'linus-devnet'),
  identity('apple', 1, 'Ada Devnet', 'ada.apple'),
  identity('apple', 2, 'Tim Devnet', 'tim.apple'),
  identity('facebook', 1, 'Mark Devnet', 'mark.devnet'),
  identity('facebook', 2, 'Sheryl Devnet', 'sheryl.devnet'),
]

/** The devnet identities of one provider, in table order. */
export function identitiesOf(provider: DevnetSocialProvider): DevnetIdentity[] {
  return DEVNET_IDENTITIES.filter((entry) => entry.provider === provider)
}

/** The identity with this `sub`, if the devnet has one. */
export function findIdentity(sub: string): DevnetIdentity | undefined {
  return DEVNET_IDENTITIES.find((entry) => entry.sub === sub)
}

/** Narrows a request parameter to a provider the devnet knows. */
export function isDevnetSocialProvider(value: unknown): value is DevnetSocialProvider {
  return typeof value === 'string' && (DEVNET_SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
