import type { EmbeddedWalletOption } from '@berth/headless/embedded'
import type { RouteEntry } from '@berth/headless'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createFixtureClient, FixtureProvider, type FixtureClient } from './fixtureClient'
import {
  fillSendForm,
  fixtureSendForm,
  fixtureSolanaSendForm,
  installSendFake,
  seedSendPreview,
  type SendFake,
  type SendFakeScript,
  type SendForm,
} from './sendFake'
import type { WalletApiFake } from './walletApiFake'

export type SendFixtureOptions = {
  /** The send form as the user left it; the fixture's 1.5 USDC to Bob (2 USDC on Solana) by default, null for an empty form. */
  form?: Partial<SendForm> | null
  script?: SendFakeScript
  /** Seed the preview of a complete form, so the fee shows on first render (default true). */
  seedPreview?: boolean
  walletApi?: WalletApiFake
  history?: RouteEntry[]
  /** Open the modal (BerthModal tests and stories). */
  open?: boolean
  /** Connected on Berth Devnet (default) or, 'connectedSolana', on Berth Solana Devnet. */
  fixture?: 'connected' | 'connectedSolana'
  /** The app has the embedded wallet option, and the connected wallet stands in for its AUTH connector (FixtureOptions.embedded). */
  embeddedWallet?: EmbeddedWalletOption
}

/** A connected fixture client with the send scripted (testing/sendFake.ts) and its form filled. */
export function createSendFixture({
  form: formOption,
  script,
  seedPreview = true,
  walletApi,
  history,
  open,
  fixture: situation = 'connected',
  embeddedWallet,
}: SendFixtureOptions = {}): FixtureClient & { sendFake: SendFake } {
  const form = formOption === undefined ? (situation === 'connectedSolana' ? fixtureSolanaSendForm : fixtureSendForm) : formOption
  const fixture = createFixtureClient(situation, {
    ...(walletApi ? { walletApi } : {}),
    ...(history ? { history } : {}),
    ...(open !== undefined ? { open } : {}),
    ...(embeddedWallet ? { embeddedWallet, embedded: true } : {}),
  })
  if (form) fillSendForm(fixture.client, form)
  const sendFake = installSendFake(fixture.client, script)
  if (form?.token && form.amount && form.receiverAddress && seedPreview && (script?.preview ?? 'ok') === 'ok') {
    seedSendPreview(
      fixture.client,
      fixture.queryClient,
      { token: form.token, amount: form.amount, receiverAddress: form.receiverAddress },
      script?.tokenAccount,
    )
  }
  return { ...fixture, sendFake }
}

export type SendFixtureProps = SendFixtureOptions & {
  children?: ReactNode
  /** Press the review's Send button once mounted (the waiting, sent and rejected stories). */
  autoSend?: boolean
}

/** Wraps a send story in its fixture client. */
export function SendFixture({ children, autoSend = false, ...options }: SendFixtureProps) {
  const [fixture] = useState(() => createSendFixture(options))
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!autoSend) return
    const button = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-slot="send-review"] button') ?? []).find(
      (candidate) => candidate.textContent === 'Send',
    )
    button?.click()
  }, [autoSend])
  return (
    <FixtureProvider fixture="connected" value={fixture}>
      <div ref={ref}>{children}</div>
    </FixtureProvider>
  )
}
