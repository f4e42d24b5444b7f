import type { Story, StoryDefault } from '@ladle/react'
import { QrCode } from './QrCode'

export default { title: 'Primitives / QrCode' } satisfies StoryDefault

const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705395528'

export const PairingUri: Story = () => <QrCode value={pairingUri} label="QR code to connect with WalletConnect" />

export const Small: Story = () => <QrCode value="wc:short@2?relay-protocol=irn&symKey=00" label="Small QR code" size={120} />
