import { escapeXml as esc } from '../api/images/escapeXml'
import type { DevnetFarcasterAccount } from './accounts'

const colors = ['#7c65c1', '#2f80ed', '#27ae60', '#eb5757', '#f2994a']

/** A Devnet Farcaster account's profile picture (its `pfpUrl`): the username's initial on a colour of its fid. */
export function renderAvatarSvg(account: DevnetFarcasterAccount): string {
  const color = colors[account.fid % colors.length]
  const initial = esc(account.username.slice(0, 1).toUpperCase())
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${color}"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`
}
