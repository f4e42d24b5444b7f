import type { SiwxMessageData } from './types.js'

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value))

/**
 * Where the data read from a signed message and the data of a session disagree, one line per field
 * ('nonce: the message says …, data says …'); empty when they agree. An empty statement or request
 * id is the same as none, and no resources the same as an empty list: a message cannot tell them apart.
 */
export function messageDataDifferences(signed: SiwxMessageData, data: SiwxMessageData): string[] {
  const differences: string[] = []
  const fields = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt', 'expirationTime', 'notBefore'] as const
  for (const field of fields) {
    if (signed[field] !== data[field]) differences.push(`${field}: the message says ${show(signed[field])}, data says ${show(data[field])}`)
  }
  for (const field of ['statement', 'requestId'] as const) {
    if ((signed[field] || undefined) !== (data[field] || undefined)) {
      differences.push(`${field}: the message says ${show(signed[field])}, data says ${show(data[field])}`)
    }
  }
  if (JSON.stringify(signed.resources ?? []) !== JSON.stringify(data.resources ?? [])) {
    differences.push(`resources: the message says ${show(signed.resources)}, data says ${show(data.resources)}`)
  }
  return differences
}
