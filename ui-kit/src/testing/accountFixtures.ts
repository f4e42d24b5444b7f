/**
 * The data API's answers for the fixture account (fixtureClient's 0xf39F…2266 on Berth Devnet), in
 * the wire format the client parses: balances, three months of activity, NFTs and an identity.
 * Images point at the devnet API's image routes (loopback, allowed by the client); nothing here
 * is fetched in tests.
 */

/** fixtureClient's fixtureAddress (repeated here: fixtureClient imports this module). */
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const erin = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const deployer = '0xD9D897A7D5897E6d0C65c968dd902ab288c8A063'
const berthPass = '0x4E5f0e6CC5b52Df0447d7C83Fe057E0a7802E378'
const voucher = '0x2B1bE2B57ce988fB4E20F34aC5Ff3bAA7A51733D'

const devnet = 'eip155:31337'
const image = (path: string) => `http://127.0.0.1:8787/public/${path}`

/** One /v1/account/{address}/balance entry, as the server sends it. */
export type BalanceEntryFake = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | null
  decimals?: number
}

/** Ether, USDC, USDT (no icon) and a dust amount of DAI on Berth Devnet: $5,984.62 in all. */
export const fixtureTokenBalances: BalanceEntryFake[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: devnet,
    value: 4500,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: image('getTokenImage/ETH'),
    decimals: 18,
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: devnet,
    address: `${devnet}:0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402`,
    value: 1234.5,
    price: 1,
    quantity: { decimals: '6', numeric: '1234.5' },
    iconUrl: image('getTokenImage/USDC'),
    decimals: 6,
  },
  {
    name: 'Tether USD',
    symbol: 'USDT',
    chainId: devnet,
    address: `${devnet}:0x031e7EBcbDC144b2112b33425e9a5047dA273EDB`,
    value: 250.123456,
    price: 1,
    quantity: { decimals: '6', numeric: '250.123456' },
    iconUrl: null,
    decimals: 6,
  },
  {
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    chainId: devnet,
    address: `${devnet}:0x8fDa13Ed3E31371e56650198d23fa718314e20Be`,
    value: 0.000012345678901234,
    price: 1,
    quantity: { decimals: '18', numeric: '0.000012345678901234' },
    iconUrl: image('getTokenImage/DAI'),
    decimals: 18,
  },
]

/** Berth Solana Devnet's CAIP-2 id (devnet/src/solana/constants.ts) and its USDC-style mint. */
const solanaDevnet = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'
const solanaUsdcMint = 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd'

/** The fixture Solana account's portfolio on Berth Solana Devnet: 12.5 SOL and 250.5 USDC, $2,125.50 in all. */
export const fixtureSolanaBalances: BalanceEntryFake[] = [
  {
    name: 'Solana',
    symbol: 'SOL',
    chainId: solanaDevnet,
    value: 1875,
    price: 150,
    quantity: { decimals: '9', numeric: '12.5' },
    iconUrl: image('getTokenImage/SOL'),
    decimals: 9,
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solanaDevnet,
    address: `${solanaDevnet}:${solanaUsdcMint}`,
    value: 250.5,
    price: 1,
    quantity: { decimals: '6', numeric: '250.5' },
    iconUrl: image('getTokenImage/USDC'),
    decimals: 6,
  },
]

type FungibleTransferFake = {
  fungible_info: { name: string; symbol: string; icon?: { url: string | null } | null }
  direction?: string
  quantity: { numeric: string }
  value?: number
  price?: number
}
type NftTransferFake = {
  nft_info: { name?: string | null; content?: { preview?: { url: string | null } | null } | null; flags: { is_spam: boolean } }
  direction?: string
  quantity: { numeric: string }
}

/** One /v1/account/{account}/history entry, as the server sends it. */
export type HistoryEntryFake = {
  id: string
  metadata: { operationType: string; hash?: string; minedAt: string; chain: string; status: string; sentFrom: string; sentTo: string }
  transfers: Array<FungibleTransferFake | NftTransferFake>
}

const token = (symbol: string, name: string) => ({ name, symbol, icon: { url: image(`getTokenImage/${symbol}`) } })
const fungible = (symbol: string, name: string, direction: string, numeric: string, value?: number): FungibleTransferFake => ({
  fungible_info: token(symbol, name),
  direction,
  quantity: { numeric },
  ...(value === undefined ? {} : { value, price: value / Number(numeric) }),
})
const nft = (name: string, direction: string, spam = false, preview: string | null = image(`getAssetImage/${name.replace(/\W+/g, '_')}`)): NftTransferFake => ({
  nft_info: { name, content: { preview: { url: preview } }, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
})

let serial = 0
function entry(
  minedAt: string,
  operationType: string,
  from: string,
  to: string,
  transfers: HistoryEntryFake['transfers'],
  options: { status?: string; chain?: string } = {},
): HistoryEntryFake {
  serial += 1
  const hash = `0x${serial.toString(16).padStart(2, '0').repeat(32)}`
  const chain = options.chain ?? devnet
  return {
    id: `${chain}:${hash}`,
    metadata: { operationType, hash, minedAt, chain, status: options.status ?? 'confirmed', sentFrom: from, sentTo: to },
    transfers,
  }
}

/**
 * Thirteen entries over September to November 2026, newest first, of which eleven are shown: a
 * spam-only airdrop and an entry of the other devnet chain are the client's to drop. Mid-month
 * noon times, so the months are the same in every time zone.
 */
export const fixtureHistory: HistoryEntryFake[] = [
  entry('2026-11-18T12:00:00.000Z', 'send', account, bob, [fungible('USDC', 'USD Coin', 'out', '250', 250)]),
  entry('2026-11-12T09:30:00.000Z', 'receive', bob, account, [fungible('ETH', 'Ether', 'in', '0.5', 1500)]),
  entry('2026-11-05T16:45:00.000Z', 'send', account, bob, [fungible('USDC', 'USD Coin', 'out', '1000000')], { status: 'failed' }),
  entry('2026-10-28T12:00:00.000Z', 'mint', deployer, account, [nft('Berth Pass #3', 'in')]),
  entry('2026-10-20T12:00:00.000Z', 'send', account, erin, [fungible('DAI', 'Dai Stablecoin', 'out', '12', 12)]),
  entry('2026-10-14T12:00:00.000Z', 'receive', deployer, account, [nft('USDC Reward Voucher #5', 'in', true)]),
  entry('2026-10-09T12:00:00.000Z', 'receive', bob, account, [fungible('USDT', 'Tether USD', 'in', '75', 75)]),
  entry('2026-10-04T12:00:00.000Z', 'receive', bob, account, [fungible('ETH', 'Ether', 'in', '2', 6000)], { chain: 'eip155:31338' }),
  entry('2026-09-25T12:00:00.000Z', 'send', account, carol, [fungible('ETH', 'Ether', 'out', '1.25', 3750)]),
  entry('2026-09-18T12:00:00.000Z', 'receive', carol, account, [fungible('DAI', 'Dai Stablecoin', 'in', '40.5', 40.5)]),
  entry('2026-09-11T12:00:00.000Z', 'send', account, bob, [nft('Berth Pass #1', 'out', false, null)]),
  entry('2026-09-06T12:00:00.000Z', 'trade', account, bob, [
    fungible('USDC', 'USD Coin', 'out', '100', 100),
    fungible('DAI', 'Dai Stablecoin', 'in', '99.5', 99.5),
  ]),
  entry('2026-09-02T12:00:00.000Z', 'approve', account, berthPass, []),
]

/** One /v1/account/{address}/nfts entry, as the server sends it. */
export type NftEntryFake = { chain: string; contract: string; tokenId: string; name: string; imageUrl: string | null; isSpam: boolean }

/** Three Berth Passes, a ticket without an image, and a spam voucher the client hides. */
export const fixtureNfts: NftEntryFake[] = [
  { chain: devnet, contract: berthPass, tokenId: '1', name: 'Berth Pass #1', imageUrl: image('getAssetImage/nft-4E5f0e6C_1'), isSpam: false },
  { chain: devnet, contract: berthPass, tokenId: '2', name: 'Berth Pass #2', imageUrl: image('getAssetImage/nft-4E5f0e6C_2'), isSpam: false },
  { chain: devnet, contract: berthPass, tokenId: '3', name: 'Berth Pass #3', imageUrl: image('getAssetImage/nft-4E5f0e6C_3'), isSpam: false },
  { chain: devnet, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: '7', name: 'Harbor Ticket #7', imageUrl: null, isSpam: false },
  { chain: devnet, contract: voucher, tokenId: '5', name: 'USDC Reward Voucher #5', imageUrl: image('getAssetImage/nft-2B1bE2B5_5'), isSpam: true },
]

export type IdentityFake = { name: string | null; avatar: string | null }

export const noIdentity: IdentityFake = { name: null, avatar: null }
export const aliceIdentity: IdentityFake = { name: 'alice.berth', avatar: image('getAssetImage/avatar-alice.berth') }
