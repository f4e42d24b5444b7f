/** Story and test fixtures: inline images so stories render offline. */
const svg = (body: string) => `data:image/svg+xml;base64,${btoa(body)}`

export const walletIcons = {
  fox: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f6851b"/><path d="M8 12l12 8 12-8-4 16H12z" fill="#fff"/></svg>',
  ),
  blue: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0052ff"/><circle cx="20" cy="20" r="10" fill="#fff"/><rect x="15" y="17" width="10" height="6" fill="#0052ff"/></svg>',
  ),
  purple: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#ab9ff2"/><path d="M10 24c0-8 5-13 11-13s9 5 9 9-4 5-6 5H10z" fill="#fff"/></svg>',
  ),
  sun: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1a1a2e"/><circle cx="20" cy="22" r="8" fill="#ffb703"/><path d="M6 30h28" stroke="#ffb703" stroke-width="3"/></svg>',
  ),
} as const

export const addresses = {
  alice: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  bob: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  carol: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
} as const
