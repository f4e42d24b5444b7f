import { BaseError } from '../errors/BaseError.js'
import { ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import { rpcCodeOf } from '../errors/rpcCodes.js'

export type Eip1193RequestArguments = { method: string; params?: readonly unknown[] | object }

/**
 * A wallet's EIP-1193 provider as Berth calls it: `request`, and the optional `on` and
 * `removeListener` through which it hears of account, chain and disconnect events.
 */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** An EIP-1193 provider is an object with a request function (an announcement or window.ethereum). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/**
 * Calls the wallet with a bound on how long we wait: a wallet that never answers must not leave
 * the UI loading forever. Synchronous throws become rejections; wallet errors keep their code.
 */
export async function requestProvider(provider: Eip1193Provider, args: Eip1193RequestArguments, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError(args.method, timeoutMs)), timeoutMs)
  })
  try {
    return await Promise.race([Promise.resolve().then(() => provider.request(args)), timeout])
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new ProviderRpcError(rpcCodeOf(error), { cause: error, details: `${args.method}: ${messageOf(error)}` })
  } finally {
    clearTimeout(timer)
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}
