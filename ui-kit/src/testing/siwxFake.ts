import type { SiwxConfig, SiwxSession } from '@berth/headless'

/** How the scripted sign-in store answers: keeps what it is given, or refuses it. */
export type SiwxFakeBehaviour = { required?: boolean; refuse?: boolean }

/**
 * An app-provided SiwxConfig for stories and view tests: sessions in memory, nothing verified (the
 * real verification runs on the devnet server and is tested there).
 */
export function siwxFake({ required = false, refuse = false }: SiwxFakeBehaviour = {}): SiwxConfig & { sessions: SiwxSession[] } {
  const fake = {
    sessions: [] as SiwxSession[],
    createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: `${string}:${string}` }) => ({
      accountAddress,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1' as const,
      nonce: 'storynonce12345678',
      issuedAt: '2026-11-22T00:00:00.000Z',
    }),
    addSession: async (session: SiwxSession) => {
      if (refuse) throw new Error('refused')
      fake.sessions.push(session)
    },
    getSessions: async () => fake.sessions,
    revokeSession: async () => {
      fake.sessions = []
    },
    getRequired: () => required,
  }
  return fake
}
