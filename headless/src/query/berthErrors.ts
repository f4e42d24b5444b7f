import { toBaseError } from '../errors/internal.js'

/**
 * Runs a factory's function so that what it throws is always a BaseError: Berth's own errors as
 * they are, anything else wrapped in InternalError. That is what lets each hook type its error.
 */
export async function berthErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toBaseError(error)
  }
}
