import { useAccount } from '@berth/headless/react'
import { BerthModal, ConnectButton } from '@berth/ui-kit'
import { lazy, Suspense } from 'react'

// The connected account's demos (sign-in status, a message to sign) load once an account is
// connected, as an app's own signed-in screens would: the page's first load is the connect button.
const ConnectedPanel = lazy(() => import('./ConnectedPanel').then((module) => ({ default: module.ConnectedPanel })))

export function App() {
  const { status, address } = useAccount()
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
          <Suspense fallback={null}>
            <ConnectedPanel />
          </Suspense>
        ) : null}
      </section>
      <BerthModal />
    </main>
  )
}
