import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from './constants'
import type { DevnetProvider } from './createDevnetWallet'

export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** crypto.randomUUID needs a secure context; getRandomValues works on any origin. */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** EIP-6963: announce now and answer every later discovery request. Returns the cleanup. */
export function announceProvider(target: Window, provider: DevnetProvider): { info: Eip6963ProviderInfo; stop(): void } {
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: uuidV4(),
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON,
    rdns: DEVNET_WALLET_RDNS,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { info, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
