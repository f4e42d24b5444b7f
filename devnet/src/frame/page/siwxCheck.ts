// GET_USER with `siwx`: the frame signs the sign-in message in the same round trip only when it is
// for the page that embeds it (its domain line is the parent origin's host) and for this user's account.

const FIRST_LINE = /^(\S+) wants you to sign in with your .+ account:$/

/** Why the frame will not sign this sign-in message, or undefined when it may. */
export function siwxRefusal(message: string, parentHost: string, address: string, namespace: string): string | undefined {
  const [first = '', second = ''] = message.split('\n')
  const domain = first.match(FIRST_LINE)?.[1]
  if (!domain) return 'The sign-in message is not a CAIP-122 message'
  if (domain !== parentHost) return `The sign-in message is for ${domain}, not ${parentHost}`
  const asked = second.trim()
  const same = namespace === 'eip155' ? asked.toLowerCase() === address.toLowerCase() : asked === address
  if (!same) return `The sign-in message is for ${asked}, not this wallet's account`
  return undefined
}
