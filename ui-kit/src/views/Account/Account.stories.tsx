import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { aliceIdentity } from '../../testing/accountFixtures'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake, type AccountApiFake } from '../../testing/walletApiFake'
import Account, { type AccountTab } from './Account'
import { ConnectedAccounts } from './ConnectedAccounts'

export default { title: 'Views / Account' } satisfies StoryDefault

/** Account on Berth Devnet, the data API answered from memory (testing/accountFixtures.ts). */
function AccountStory({ account, initialTab, embedded = false }: { account?: Partial<AccountApiFake>; initialTab?: AccountTab; embedded?: boolean }) {
  const [value] = useState(() => createFixtureClient('connected', { walletApi: createWalletApiFake({ ...(account ? { account } : {}) }), embedded }))
  return (
    <FixtureProvider fixture="connected" value={value}>
      <ViewFrame>
        <Account {...(initialTab ? { initialTab } : {})} />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** Tokens loaded: ETH, USDC, USDT (no icon) and dust DAI; $5,984.62 in all; 10,000 ETH read from the chain (pre-seeded). */
export const Connected: Story = () => <AccountStory />

/** The balance request has not answered: skeleton rows and total. */
export const TokensLoading: Story = () => <AccountStory account={{ balances: 'hang' }} />

/** The balance request failed: 'Token Balance Unavailable', the rest of the view still works. */
export const TokenBalanceUnavailable: Story = () => <AccountStory account={{ balances: 'error' }} />

/** A name and an avatar from the identity API: the name leads, the short address under it. */
export const WithIdentity: Story = () => <AccountStory account={{ identity: aliceIdentity }} />

/** Through the embedded wallet, without a name: 'Choose account name' opens RegisterAccountName. */
export const EmbeddedWithoutName: Story = () => <AccountStory embedded />

/** Four NFTs (one without an image); the spam voucher is not shown. */
export const Nfts: Story = () => <AccountStory initialTab="nfts" />

export const NftsLoading: Story = () => <AccountStory initialTab="nfts" account={{ nfts: 'hang' }} />

export const NoNfts: Story = () => <AccountStory initialTab="nfts" account={{ nfts: [] }} />

/** November to September 2026, five entries a page; the rest load as the list scrolls or with Load more. */
export const ActivityWithMonths: Story = () => <AccountStory initialTab="activity" />

/** Every page at once: the failed send, the NFT mint and send, the swap and the approval. */
export const ActivityAllPages: Story = () => <AccountStory initialTab="activity" account={{ historyPageSize: 50 }} />

export const ActivityLoading: Story = () => <AccountStory initialTab="activity" account={{ history: 'hang' }} />

export const ActivityEmpty: Story = () => <AccountStory initialTab="activity" account={{ history: [] }} />

/** The history request failed ('Failed to fetch transactions'): an empty list and Try again. */
export const ActivityError: Story = () => <AccountStory initialTab="activity" account={{ history: 'error' }} />

/** Fox Wallet's Solana side on Berth Solana Devnet: base58 address, 12.5 SOL from the chain, SOL and USDC from the portfolio ($2,125.50), Send; Tokens only. */
export const Solana: Story = () => (
  <FixtureProvider fixture="connectedSolana">
    <ViewFrame>
      <Account />
    </ViewFrame>
  </FixtureProvider>
)

/** A Bitcoin wallet's accounts as Account lists them under the address: payment (the default, whose balance shows) and ordinals. */
export const BitcoinAccounts: Story = () => (
  <ViewFrame>
    <ConnectedAccounts
      accounts={[
        { address: 'bcrt1qxq3m5cnd9jw3m4dlh8hqq63ctnuxmhyarjghyl', type: 'payment' },
        { address: 'bcrt1pm2pnfk0zqwdmxqfyhcyq6k8a5tyk2m5nrq8ax2jmxrzqs7zey8gq3qws2x', type: 'ordinal' },
      ]}
    />
  </ViewFrame>
)
