import { useAccount } from '@berth/headless/react'
import { BerthModal, ConnectButton } from '@berth/ui-kit'

export function App() {
  const { status } = useAccount()
  return (
    <main>
      <ConnectButton />
      <p data-testid="status">{status}</p>
      <BerthModal />
    </main>
  )
}
