import { signEip155Message } from './signMessage.js'
import { switchEip155Chain } from './switchChain.js'

// A message to sign and a chain to switch to: asked of the wallet only after the page is in use,
// so they load with the first of them, not in the page's first load.
export const eip155WalletPrompts = { signEip155Message, switchEip155Chain }
