import type { WalletListingEntry } from './types'

/**
 * Entries that break every rule a client must enforce, served only in the 'hostile' fixture (tests):
 * markup in names, javascript:/data:/vbscript:/file: links, an http: image URL, a path-like image id.
 * Never part of the default listing.
 */
export const hostileWallets: readonly WalletListingEntry[] = Object.freeze([
  {
    id: 'hostile-markup-name',
    name: '<img src=x onerror="alert(1)"><b>Markup Wallet</b>',
    image_id: 'hostile-markup-name',
    homepage: 'javascript:alert(document.domain)',
    mobile_link: 'javascript:alert(1)//',
    desktop_link: 'data:text/html,<script>alert(1)</script>',
    webapp_link: 'vbscript:msgbox(1)',
    app_store: 'file:///etc/passwd',
    play_store: 'JaVaScRiPt:alert(1)',
    rdns: 'example.hostile-markup',
    chains: ['eip155:1', 'eip155:31337'],
    badge_type: 'none',
  },
  {
    id: 'hostile-http-image',
    name: 'Plain HTTP Image Wallet',
    image_id: 'hostile-http-image',
    image_url: 'http://127.0.0.1:8787/getWalletImage/hostile-http-image',
    homepage: 'https://hostile.example',
    mobile_link: '  javascript:alert(1)',
    desktop_link: null,
    webapp_link: 'http://hostile.example/app',
    app_store: null,
    play_store: null,
    rdns: 'example.hostile-http-image',
    chains: ['eip155:1', 'eip155:31337'],
    badge_type: 'none',
  },
  {
    id: 'hostile-script-name',
    name: '"><script>alert("x")</script>&amp;',
    image_id: '../../etc/passwd',
    image_url: 'javascript:alert(1)',
    homepage: 'https://hostile.example',
    mobile_link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    desktop_link: 'file:///C:/Windows/System32/calc.exe',
    webapp_link: 'https://hostile.example/webapp',
    app_store: null,
    play_store: null,
    rdns: null,
    chains: ['eip155:31337'],
    badge_type: 'none',
  },
])
