'use client'

import { useAccount, useDisconnect, useNetwork } from '@berth/headless/react'
import { BerthModal, ConnectButton } from '@berth/ui-kit'

export function Wallet() {
  const { status, address } = useAccount()
  const { network } = useNetwork()
  const disconnect = useDisconnect()
  return (
    <section>
      <ConnectButton />
      <p data-testid="status">{status}</p>
      {address ? (
        <>
          <p data-testid="address">{address}</p>
          <p data-testid="network">{network?.name ?? 'unsupported network'}</p>
          <button type="button" onClick={() => disconnect.mutate(undefined)}>
            Disconnect
          </button>
        </>
      ) : null}
      <BerthModal />
    </section>
  )
}
