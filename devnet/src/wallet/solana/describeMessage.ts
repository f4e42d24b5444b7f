import { getBase58Decoder } from '@solana/kit'

/**
 * A message as the approval shows it: its UTF-8 text when it is text (what dapps sign), else its
 * base58, so that binary bytes can neither pass as text nor break the panel.
 */
export function describeMessage(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return text
  } catch {
    // Not UTF-8: shown as bytes.
  }
  return `base58:${getBase58Decoder().decode(message)}`
}
