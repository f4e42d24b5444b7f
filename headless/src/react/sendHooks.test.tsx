// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { testChain } from '../testing/testNetworks.js'
import { memoryBackend } from '../storage/backends.js'
import { BerthProvider } from './BerthProvider.js'
import { usePreviewSend } from './usePreviewSend.js'
import { useSend } from './useSend.js'
import { useSendState } from './useSendState.js'

// The hooks over client.send without a wallet: the form, a preview that waits for an account,
// and a send that says why it cannot go. Sends that go run on anvil (tests/integration).
const receiver = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const eth = { symbol: 'ETH', decimals: 18, chainId: 'eip155:31337' }

function Form() {
  const state = useSendState()
  const preview = usePreviewSend()
  const send = useSend()
  return (
    <div>
      <p data-testid="form">{[state.token?.symbol, state.sendTokenAmount, state.receiverAddress, state.receiverProfileName].join('|')}</p>
      <p data-testid="preview">{preview.fetchStatus}</p>
      <p data-testid="error">{send.error?.shortMessage ?? ''}</p>
      <p data-testid="loading">{String(state.loading)}</p>
      <button
        type="button"
        onClick={() => {
          state.setToken(eth)
          state.setTokenAmount('0.5')
          state.setReceiverAddress(receiver)
          state.setReceiverProfileName('bob')
        }}
      >
        fill
      </button>
      <button type="button" onClick={() => state.reset()}>
        reset
      </button>
      <button type="button" onClick={() => send.mutate(undefined)}>
        send
      </button>
    </div>
  )
}

afterEach(cleanup)
const text = (id: string) => screen.getByTestId(id).textContent

describe('send hooks', () => {
  it('fill and reset the form, wait with the preview until an account is connected, and report a send without one', async () => {
    const client = createClient({
      networks: [testChain],
      window: new EventTarget() as never,
      storage: memoryBackend(),
      logger: { warn: vi.fn(), error: vi.fn() },
    })
    vi.spyOn(client.reports, 'reportError').mockResolvedValue(true)
    render(
      <BerthProvider client={client}>
        <Form />
      </BerthProvider>,
    )
    act(() => screen.getByText('fill').click())
    expect(text('form')).toBe(`ETH|0.5|${receiver}|bob`)
    expect(text('preview')).toBe('idle')

    act(() => screen.getByText('send').click())
    await waitFor(() => expect(text('error')).toBe('Connector not connected'))
    expect(text('loading')).toBe('false')
    expect(text('form')).toBe(`ETH|0.5|${receiver}|bob`)

    act(() => screen.getByText('reset').click())
    expect(text('form')).toBe('|||')
  })
})
