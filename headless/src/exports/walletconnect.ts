export { walletConnect, type WalletConnectParameters } from '../adapters/walletconnect/walletConnect.js'
export {
  createWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectUriState,
  type CreateWalletConnectParameters,
} from '../adapters/walletconnect/createWalletConnect.js'
export {
  createWalletConnectProvider,
  type CreateWalletConnectProviderParameters,
  type WalletConnectProvider,
} from '../adapters/walletconnect/createWalletConnectProvider.js'
export { buildNamespaces, NAMESPACE_METHODS, type WalletConnectNamespace, type WalletConnectNamespaces } from '../adapters/walletconnect/namespaces.js'
export { buildDeepLink, isSafeWalletLink, type WalletConnectDeepLink } from '../adapters/walletconnect/deepLink.js'
export { APPROVAL_TIMEOUT_MS, PAIRING_EXPIRY_MS, waitForApproval, type WaitForApprovalParameters } from '../adapters/walletconnect/pairing.js'
export { toConnectError, WalletConnectApprovalTimeoutError, WalletConnectRelayUnavailableError } from '../adapters/walletconnect/errors.js'
export { createKeyValueStorage, type WalletConnectKeyValueStorage } from '../adapters/walletconnect/keyValueStorage.js'
export type { WalletConnectOption, WalletConnectSetup, WalletConnectSetupContext } from '../adapters/walletconnect/types.js'
export {
  authenticationParams,
  canAuthenticate,
  toSignedRecords,
  type Cacao,
  type SignedAuthRecord,
  type WalletConnectAuthenticator,
  type WalletConnectAuthRequest,
} from '../adapters/walletconnect/authentication.js'
