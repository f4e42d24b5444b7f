// The bench's installed wallet (plain JS init script, read as text): an EIP-1193 provider announced
// with EIP-6963 as "Bench Wallet", after the Devnet Wallet of tests/e2e/harness but without its UI
// or approvals. `authorised` true: eth_accounts answers the account from the first call, as a wallet
// the site was already connected to does on a reload. Chain calls go to the devnet's anvil.
// biome-ignore lint/correctness/noUnusedVariables: called by the script bench/browserSession.ts appends to this file's text
function benchWallet(config) {
  const account = config.account
  let authorised = config.authorised
  let chainId = config.chainId
  const listeners = {}
  const emit = (event, value) => {
    for (const fn of (listeners[event] || []).slice()) fn(value)
  }
  let nextId = 1
  const forward = async (method, params) => {
    const url = config.rpcUrls[String(parseInt(chainId, 16))]
    if (!url) throw Object.assign(new Error('chain not served by the bench wallet'), { code: 4901 })
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params || [] }),
    })
    const body = await response.json()
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data })
    return body.result
  }
  const provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return authorised ? [account] : []
        case 'eth_requestAccounts':
          if (!authorised) {
            authorised = true
            setTimeout(() => emit('accountsChanged', [account]), 0)
          }
          return [account]
        case 'eth_chainId':
          return chainId
        case 'net_version':
          return String(parseInt(chainId, 16))
        case 'wallet_switchEthereumChain': {
          const next = params[0].chainId
          if (!config.rpcUrls[String(parseInt(next, 16))]) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
          if (next !== chainId) {
            chainId = next
            setTimeout(() => emit('chainChanged', chainId), 0)
          }
          return null
        }
        case 'wallet_addEthereumChain':
          return null
        case 'wallet_requestPermissions':
          authorised = true
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_getPermissions':
          return authorised ? [{ parentCapability: 'eth_accounts' }] : []
        case 'wallet_revokePermissions':
          authorised = false
          setTimeout(() => emit('accountsChanged', []), 0)
          return null
        case 'wallet_getCapabilities':
          return {}
        default:
          return forward(method, params)
      }
    },
    on(event, fn) {
      listeners[event] = [...(listeners[event] || []), fn]
      return provider
    },
    removeListener(event, fn) {
      listeners[event] = (listeners[event] || []).filter((other) => other !== fn)
      return provider
    },
  }
  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/></svg>')
  const detail = Object.freeze({
    info: Object.freeze({ uuid: '7d4e4f3a-5b8e-4c55-9a51-6f2f1b1e0b57', name: config.name, icon, rdns: config.rdns }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
