// The real @walletconnect/sign-client as the tests use it on either side (a wallet, or a plain
// dapp): on a given relay, in memory, silent, no telemetry; and how to close it so no socket or
// heartbeat outlives the test file.
import { SignClient } from '@walletconnect/sign-client'

export type TestSignClient = Awaited<ReturnType<typeof SignClient.init>>

export function startSignClient({
  relayUrl,
  storagePrefix,
  name,
  url = 'http://127.0.0.1:5174',
}: {
  relayUrl: string
  storagePrefix: string
  name: string
  url?: string
}): Promise<TestSignClient> {
  return SignClient.init({
    projectId: 'berth-devnet',
    relayUrl,
    customStoragePrefix: storagePrefix,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name, description: 'sign-client in a test', url, icons: [] },
  })
}

export async function closeSignClient(client: TestSignClient | undefined): Promise<void> {
  if (!client) return
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
}
