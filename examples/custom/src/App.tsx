import { useAccount, useConnect, useConnectors, useDisconnect, useNetwork, useSwitchNetwork } from '@berth/headless/react'

/** The installed wallets (EIP-6963 and window.ethereum), one button each. */
function WalletList() {
  const connectors = useConnectors()
  const connect = useConnect()
  return (
    <>
      <h1>Connect Wallet</h1>
      {connectors.length === 0 ? <p>No installed wallet found.</p> : null}
      <ul>
        {connectors.map(({ connector }) => (
          <li key={connector.id}>
            <button type="button" disabled={connect.isPending} onClick={() => connect.mutate(connector.id)}>
              {connector.imageUrl ? <img src={connector.imageUrl} alt="" width={20} height={20} /> : null} {connector.name}
            </button>
          </li>
        ))}
      </ul>
      {connect.error ? <p role="alert">{connect.error.shortMessage}</p> : null}
    </>
  )
}

/** Address, network, a switch button per other network, disconnect. */
function AccountPanel({ address }: { address: string }) {
  const { network, networks } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  const disconnect = useDisconnect()
  return (
    <>
      <p data-testid="address">{address}</p>
      <p>
        Network: <output data-testid="network">{network?.name ?? 'unsupported'}</output>
      </p>
      {networks.map((option) => (
        <button
          key={option.caipNetworkId}
          type="button"
          disabled={option.caipNetworkId === network?.caipNetworkId || switchNetwork.isPending}
          onClick={() => switchNetwork.mutate(option.caipNetworkId)}
        >
          Switch to {option.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect.mutate(undefined)}>
        Disconnect
      </button>
      {switchNetwork.error ? <p role="alert">{switchNetwork.error.shortMessage}</p> : null}
    </>
  )
}

export function App() {
  const { status, address, isReconnecting } = useAccount()
  return (
    <main>
      <p data-testid="status">
        Status: <output>{status}</output>
      </p>
      {/* A stored connection is being restored: the wallet list would only flash before the address. */}
      {status === 'connected' && address ? <AccountPanel address={address} /> : isReconnecting ? <p>Reconnecting…</p> : <WalletList />}
    </main>
  )
}
