import { useAccount, useNetwork } from '@berth/headless/react'
import { BerthModal, ConnectButton } from '@berth/ui-kit'
import { SignInStatus } from './SignInStatus'
import { SignMessage } from './SignMessage'

export function App() {
  const { status, address } = useAccount()
  const { network } = useNetwork()
  return (
    <main className="example">
      <header className="example__header">
        <strong>Berth example</strong>
        <ConnectButton />
      </header>
      <section className="example__body">
        <h1>Connect a wallet</h1>
        <p data-testid="status">
          Status: <output>{status}</output>
        </p>
        {address ? (
          <>
            <p>
              Network: <output data-testid="network">{network?.name ?? 'unsupported'}</output>
            </p>
            <SignInStatus />
            <SignMessage />
          </>
        ) : null}
      </section>
      <BerthModal />
    </main>
  )
}
