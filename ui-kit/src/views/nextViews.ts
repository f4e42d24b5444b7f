import type { StockViewName } from './registry';

/**
 * The views one step away from each view, by the buttons it shows. While the modal shows a view
 * these load at idle, so the next click renders its view at once: a view that is still loading
 * shows its fallback, and React holds a revealed fallback back for about 300 ms.
 */
export const nextViews: Partial<Record<StockViewName, readonly StockViewName[]>> = {
  Connect: ['AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect'],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect'],
  ConnectingExternal: ['SIWXSignMessage'],
  ConnectingWalletConnect: ['ConnectingExternal', 'SIWXSignMessage'],
  Account: ['Networks', 'WalletSend'],
  Networks: ['SwitchNetwork'],
  UnsupportedChain: ['SwitchNetwork'],
  WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
};
