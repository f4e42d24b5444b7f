import { safeImageUrl } from '../../safety/safeUrl.js'

/** A wallet's icon as Berth keeps it: only a `data:` image that safeImageUrl accepts (both wallet kinds give data URIs). */
export function walletIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' && /^data:image\//i.test(icon.trim()) ? safeImageUrl(icon) : undefined
}
