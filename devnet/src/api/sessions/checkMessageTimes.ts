import { refuse, sessionReasonCodes, type SessionRefusal } from './sessionReasons'

/** A message is good from notBefore (inclusive) until expirationTime (exclusive), as EIP-4361 reads them. */
export function checkMessageTimes(message: { expirationTime?: Date; notBefore?: Date }, now: number): SessionRefusal | undefined {
  if (message.expirationTime && now >= message.expirationTime.getTime()) {
    return refuse(400, sessionReasonCodes.messageExpired, `The message expired at ${message.expirationTime.toISOString()} (now ${new Date(now).toISOString()})`)
  }
  if (message.notBefore && now < message.notBefore.getTime()) {
    return refuse(
      400,
      sessionReasonCodes.messageNotYetValid,
      `The message is not valid before ${message.notBefore.toISOString()} (now ${new Date(now).toISOString()})`,
    )
  }
  return undefined
}
