export type UnsupportedChainInput = {
  connected: boolean
  unsupported: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  basicWalletConnect?: boolean
}

/** docs/views.md: an unsupported active network opens UnsupportedChain unless one of the options says not to. */
export function shouldOpenUnsupportedChain(input: UnsupportedChainInput): boolean {
  return input.connected && input.unsupported && !input.allowUnsupportedChain && input.enableNetworkSwitch && !input.basicWalletConnect
}
