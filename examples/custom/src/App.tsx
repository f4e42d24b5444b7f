import type { Network } from '@berth/headless'
import { useAccount, useClient, useConnect, useConnectors, useDisconnect, useNetwork, useSwitchNetwork } from '@berth/headless/react'
import { EmailLogin } from './EmailLogin'
import { SignMessage } from './SignMessage'
import { SwapForm } from './SwapForm'

/**
 * The installed wallets (EIP-6963, window.ethereum and wallet-standard Solana wallets), one button
 * each, and the email login. The embedded wallet's own connectors (type AUTH) are reached through
 * the email login, not listed.
 */
function WalletList() {
  const connectors = useConnectors().filter(({ connector }) => connector.type !== 'AUTH')
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
              {connector.chain === 'eip155' ? '' : ` (${connector.chain === 'solana' ? 'Solana' : connector.chain})`}
            </button>
          </li>
        ))}
      </ul>
      {connect.error ? <p role="alert">{connect.error.shortMessage}</p> : null}
      <EmailLogin />
    </>
  )
}

/**
 * Address, network, a switch button per other network, disconnect. A network of a namespace with no
 * account yet (Solana while only EVM is connected) is made active as it is: the wallet list then
 * offers the wallets to connect there, the way the modal's SwitchActiveChain does.
 */
function AccountPanel({ address }: { address: string }) {
  const client = useClient()
  const { network, networks } = useNetwork()
  const { connectorId } = useAccount()
  // The embedded wallet's connection (type AUTH): its disconnect signs out in the secure frame.
  const embedded = useConnectors().some(({ connector }) => connector.id === connectorId && connector.type === 'AUTH')
  const evm = useAccount({ namespace: 'eip155' })
  const solana = useAccount({ namespace: 'solana' })
  const switchNetwork = useSwitchNetwork()
  const disconnect = useDisconnect()
  const connected = (target: Network) => (target.chainNamespace === 'solana' ? solana : evm).isConnected
  const switchTo = (target: Network) => (connected(target) ? switchNetwork.mutate(target.caipNetworkId) : void client.switchActiveChain(target.caipNetworkId))
  return (
    <>
      <p data-testid="address">{address}</p>
      <p>
        Network: <output data-testid="network">{network?.name ?? 'unsupported'}</output>
      </p>
      {evm.isConnected && solana.isConnected ? (
        <p>
          EVM <output data-testid="address-eip155">{evm.address}</output>, Solana <output data-testid="address-solana">{solana.address}</output>
        </p>
      ) : null}
      {networks.map((option) => (
        <button
          key={option.caipNetworkId}
          type="button"
          disabled={option.caipNetworkId === network?.caipNetworkId || switchNetwork.isPending}
          onClick={() => switchTo(option)}
        >
          Switch to {option.name}
        </button>
      ))}
      {network?.chainNamespace === 'eip155' ? <SignMessage /> : null}
      <button type="button" onClick={() => disconnect.mutate(undefined)}>
        {embedded ? 'Sign out' : 'Disconnect'}
      </button>
      {switchNetwork.error ? <p role="alert">{switchNetwork.error.shortMessage}</p> : null}
      {network?.chainNamespace === 'eip155' ? <SwapForm /> : null}
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
