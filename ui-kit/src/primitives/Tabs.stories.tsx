import type { Story, StoryDefault } from '@ladle/react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs'
import { Text } from './Text'

export default { title: 'Primitives / Tabs' } satisfies StoryDefault

const panels = [
  ['tokens', 'Tokens', 'Token rows'],
  ['nfts', 'NFTs', 'A grid of NFTs'],
  ['activity', 'Activity', 'Transactions by month'],
] as const

function Example({ defaultValue }: { defaultValue: string }) {
  return (
    <div style={{ width: 328 }}>
      <Tabs defaultValue={defaultValue}>
        <TabsList aria-label="Account">
          {panels.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {panels.map(([value, , text]) => (
          <TabsContent key={value} value={value}>
            <Text tone="secondary">{text}</Text>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}

export const FirstSelected: Story = () => <Example defaultValue="tokens" />

export const LastSelected: Story = () => <Example defaultValue="activity" />

export const WithDisabledTab: Story = () => (
  <div style={{ width: 328 }}>
    <Tabs defaultValue="tokens">
      <TabsList aria-label="Account">
        <TabsTrigger value="tokens">Tokens</TabsTrigger>
        <TabsTrigger value="nfts" disabled>
          NFTs
        </TabsTrigger>
      </TabsList>
      <TabsContent value="tokens">
        <Text tone="secondary">Token rows</Text>
      </TabsContent>
    </Tabs>
  </div>
)
