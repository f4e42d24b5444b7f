import { useCallback } from 'react'
import { SiwxNotEnabledError, type SiwxState } from '../siwx/siwxState.js'
import type { SiwxSession } from '../siwx/types.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

/** The sign-in state (status, sessions, the last error), whether sign-in is on and required, and its actions. */
export type UseSiwxReturnType = SiwxState & {
  enabled: boolean
  required: boolean
  signIn(): Promise<SiwxSession>
  signOut(): Promise<void>
  cancel(): Promise<void>
}

const idle: SiwxState = { status: 'idle', sessions: [], error: undefined, lastNetworkWithSession: undefined }
const disabledStore = { get: () => idle, getInitialState: () => idle, subscribe: () => () => undefined }

/**
 * Sign-in with X for apps with their own UI: status, sessions, signIn, signOut, and cancel (back
 * to a network with a session or disconnect when sign-in is required, else just close). Its
 * methods reject with SiwxNotEnabledError when the client has no `siwx`.
 */
export function useSiwx(): UseSiwxReturnType {
  const siwx = useClient().siwx
  const state = useStore(siwx?.store ?? (disabledStore as never), (value: SiwxState) => value, shallowEqual)
  const signIn = useCallback(() => (siwx ? siwx.signIn() : Promise.reject(new SiwxNotEnabledError())), [siwx])
  const signOut = useCallback(() => (siwx ? siwx.signOut() : Promise.reject(new SiwxNotEnabledError())), [siwx])
  const cancel = useCallback(() => (siwx ? siwx.cancel() : Promise.reject(new SiwxNotEnabledError())), [siwx])
  return { ...state, enabled: Boolean(siwx), required: siwx?.required() ?? false, signIn, signOut, cancel }
}
