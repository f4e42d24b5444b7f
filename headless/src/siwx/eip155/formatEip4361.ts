import type { SiwxMessageData } from '../types.js'

/**
 * The EIP-4361 text, exactly as its ABNF lays it out: a missing statement leaves its blank line,
 * optional fields are left out, resources one per line. Chain ID is the bare eip155 reference.
 */
export function formatEip4361(data: SiwxMessageData): string {
  const chainId = data.chainId.split(':')[1] ?? ''
  const lines = [
    `${data.domain} wants you to sign in with your Ethereum account:`,
    data.accountAddress,
    '',
    ...(data.statement !== undefined ? [data.statement] : []),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime !== undefined ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore !== undefined ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId !== undefined ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  return lines.join('\n')
}
