/** A request whose params do not parse: answered -32602 without asking the user. */
export class InvalidRequestError extends Error {
  readonly code = -32602
}
/** A method the wallet does not offer: answered 4200. */
export class UnsupportedMethodError extends Error {
  readonly code = 4200
}
