import { sendEip155Call } from './sendCall.js'
import { signEip155TypedData } from './signTypedData.js'
import { waitForEip155Receipt } from './waitForEip155Receipt.js'

// What a wallet is asked beyond connect and sign (typed data, any call) and the receipt wait:
// one chunk, loaded on the first of them, so the page's first load carries a single import.
export const eip155WalletActions = { sendEip155Call, signEip155TypedData, waitForEip155Receipt }
