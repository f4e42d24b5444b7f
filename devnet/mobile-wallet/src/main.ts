import './styles.css'
import { initialAccountIndex } from './accounts'
import { DEFAULT_RELAY_URL, relayUrlFrom } from './config'
import { createMobileWallet } from './mobileWallet'
import { uriFromDeepLink } from './pairingUri'
import { createSignClient } from './signClient'
import { mountUi } from './ui/mountUi'

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const storage = localStorageOrUndefined()
const relay = relayUrlFrom(location.search)
const wallet = createMobileWallet({
  relayUrl: relay.ok ? relay.url : DEFAULT_RELAY_URL,
  accountIndex: initialAccountIndex(location.search, storage),
  storage,
  createClient: () => (relay.ok ? createSignClient(relay.url, location.origin) : Promise.reject(new Error(relay.error))),
})
mountUi(document, wallet)

// The modal's web-app link is /wc?uri=<wc: URI>. The URI is taken out of the address bar at once:
// a reload must not pair the same link again (the client refuses a used pairing).
const linked = uriFromDeepLink(location)
if (linked !== undefined) {
  const rest = new URLSearchParams(location.search)
  rest.delete('uri')
  const query = rest.toString()
  history.replaceState(null, '', `/${query ? `?${query}` : ''}`)
  ;(document.getElementById('uri') as HTMLInputElement).value = linked
}

void wallet.start().then(
  async () => {
    if (linked === undefined) return
    if (await wallet.pair(linked)) (document.getElementById('uri') as HTMLInputElement).value = ''
  },
  () => {}, // shown in the page by the wallet
)
