import { createViewRegistry } from '../modal/viewRegistry'

/** The stock views, each its own chunk, loaded when first shown (or preloaded on intent). */
export const stockViews = createViewRegistry({
  Connect: () => import('./Connect/Connect'),
  EmailLogin: () => import('./EmailLogin/EmailLogin'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcaster'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal'),
  AllWallets: () => import('./AllWallets/AllWallets'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnect'),
  Account: () => import('./Account/Account'),
  Networks: () => import('./Networks/Networks'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetwork'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChain'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain'),
  WalletSend: () => import('./WalletSend/WalletSend'),
  WalletSendSelectToken: () => import('./WalletSendSelectToken/WalletSendSelectToken'),
  WalletSendPreview: () => import('./WalletSendPreview/WalletSendPreview'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessage'),
  Swap: () => import('./Swap/Swap'),
  Buy: () => import('./Buy/Buy'),
  BuyInProgress: () => import('./BuyInProgress/BuyInProgress'),
  Receive: () => import('./Receive/Receive'),
  RegisterAccountName: () => import('./RegisterAccountName/RegisterAccountName'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet/UpdateEmailWallet'),
  ApproveTransaction: () => import('./ApproveTransaction/ApproveTransaction'),
})

/** The name of a view the stock modal ships (Connect, Account, WalletSend ...): one of `stockViews.names`. */
export type StockViewName = Parameters<typeof stockViews.get>[0]
