import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../adapters/bip122/bitcoin.js'
import { solana } from '../../adapters/solana/solana.js'
import { defineBip122Network } from '../../networks/defineBip122Network.js'
import { solanaMainnet } from '../../networks/solana.js'
import { testChain } from '../../testing/testNetworks.js'
import { isStoredCaipAddress } from './storedConnections.js'

const regtest = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
})
const networks = [testChain, solanaMainnet, regtest]
const PAYMENT = `${regtest.caipNetworkId}:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080`
const SOLANA = `${solanaMainnet.caipNetworkId}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`

describe('the address forms a stored connection may hold', () => {
  it('takes eip155’s from Berth and each other namespace’s from its adapters option', () => {
    const rules = { networks, walletConnect: false, adapters: [solana(), bitcoin()] }
    expect(isStoredCaipAddress(`eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, rules)).toBe(true)
    expect(isStoredCaipAddress(SOLANA, rules)).toBe(true)
    expect(isStoredCaipAddress(PAYMENT, rules)).toBe(true)
    expect(isStoredCaipAddress(`${regtest.caipNetworkId}:BCRT1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KYGT080`, rules)).toBe(false)
    expect(isStoredCaipAddress(`${regtest.caipNetworkId}:bcrt1q<script>`, rules)).toBe(false)
  })

  it('refuses a namespace whose option the app does not pass', () => {
    const evmOnly = { networks, walletConnect: false }
    expect(isStoredCaipAddress(SOLANA, evmOnly)).toBe(false)
    expect(isStoredCaipAddress(PAYMENT, evmOnly)).toBe(false)
    expect(isStoredCaipAddress(PAYMENT, { ...evmOnly, adapters: [solana()] })).toBe(false)
  })
})
