// What a wallet is asked beyond connect and sign (typed data, any call) and the receipt wait:
// one chunk, loaded on the first of them, so the page's first load carries a single import.
export { sendEip155Call } from './sendCall.js'
export { signEip155TypedData } from './signTypedData.js'
export { waitForEip155Receipt } from './waitForEip155Receipt.js'
