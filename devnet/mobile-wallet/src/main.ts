import './styles.css'
import { initialAccountIndex } from './accounts'
import { DEFAULT_RELAY_URL, relayUrlFrom } from './config'
import { createMobileWallet } from './mobileWallet'
import { handLinkOver, holdWalletLock, receiveHandedLinks } from './oneTab'
import { uriFromDeepLink } from './pairingUri'
import { createSignClient } from './signClient'
import { mountUi } from './ui/mountUi'
import { showOtherTabNotice } from './ui/otherTabNotice'

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

// The modal's web-app link is /wc?uri=<wc: URI>. The URI is taken out of the address bar at once:
// a reload must not pair the same link again (the client refuses a used pairing).
const linked = uriFromDeepLink(location)
if (linked !== undefined) {
  const rest = new URLSearchParams(location.search)
  rest.delete('uri')
  const query = rest.toString()
  history.replaceState(null, '', `/${query ? `?${query}` : ''}`)
}

await holdWalletLock(navigator.locks, () => {
  if (linked !== undefined) handLinkOver(linked)
  showOtherTabNotice(document, linked !== undefined)
})
// A tab that waited takes over only once the other one closed: start afresh, as a new tab would.
if (document.body.dataset.waited === 'true') location.reload()

const storage = localStorageOrUndefined()
const relay = relayUrlFrom(location.search)
const wallet = createMobileWallet({
  relayUrl: relay.ok ? relay.url : DEFAULT_RELAY_URL,
  accountIndex: initialAccountIndex(location.search, storage),
  storage,
  createClient: () => (relay.ok ? createSignClient(relay.url, location.origin) : Promise.reject(new Error(relay.error))),
})
mountUi(document, wallet)

const field = document.getElementById('uri') as HTMLInputElement
if (linked !== undefined) field.value = linked
const started = wallet.start()
// Listening from the start: a link handed over while the client loads waits for it in pair().
receiveHandedLinks((uri) => {
  wallet.store.set({ announcement: 'A link arrived from another tab' })
  void wallet.pair(uri)
})
void started.then(
  async () => {
    if (linked !== undefined && (await wallet.pair(linked))) field.value = ''
  },
  () => {}, // shown in the page by the wallet
)
