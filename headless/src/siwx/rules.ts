import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { SignInConfigConflictError } from '../errors/configuration.js'

/** docs/states.md: after connect, sign-in is asked for when it is configured, the network is supported and the address has no session. */
export function shouldOpenSiwx({
  configured,
  networkSupported,
  hasSessions,
}: {
  configured: boolean
  networkSupported: boolean
  hasSessions: boolean
}): boolean {
  return configured && networkSupported && !hasSessions
}

export type SiwxCancelDecision = { action: 'switch-network'; caipNetworkId: CaipNetworkId } | { action: 'disconnect' } | { action: 'close' }

/**
 * docs/states.md: cancelling sign-in. Required: back to the last network that has a session, or
 * disconnect when there is none. Not required: the modal just closes.
 */
export function decideSiwxCancel({
  required,
  lastNetworkWithSession,
}: {
  required: boolean
  lastNetworkWithSession: CaipNetworkId | undefined
}): SiwxCancelDecision {
  if (!required) return { action: 'close' }
  return lastNetworkWithSession ? { action: 'switch-network', caipNetworkId: lastNetworkWithSession } : { action: 'disconnect' }
}

/** docs/states.md: SIWXSignMessage and ApproveTransaction cannot be closed while sign-in is required and there is no session. */
export function canCloseModal({ view, required, hasSessions }: { view: string | undefined; required: boolean; hasSessions: boolean }): boolean {
  if (view !== 'SIWXSignMessage' && view !== 'ApproveTransaction') return true
  return !required || hasSessions
}

/** docs/validation.md: an app configures sign-in one way only. */
export function assertOneSignInConfig(options: { siweConfig?: unknown; siwx?: unknown }): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new SignInConfigConflictError()
  }
}
