// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Skeleton } from './Skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs'

afterEach(cleanup)

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="tokens" {...(onValueChange ? { onValueChange } : {})}>
      <TabsList aria-label="Account">
        <TabsTrigger value="tokens">Tokens</TabsTrigger>
        <TabsTrigger value="nfts">NFTs</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
      </TabsList>
      <TabsContent value="tokens">Token rows</TabsContent>
      <TabsContent value="nfts">NFT grid</TabsContent>
      <TabsContent value="activity">Activity list</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('is a labelled tablist whose parts carry data-slot and data-state', () => {
    render(<Example />)
    const list = screen.getByRole('tablist', { name: 'Account' })
    expect(list.getAttribute('data-slot')).toBe('tabs-list')
    expect(list.className).toContain('berth-tabs__list--full')
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('data-slot')).toBe('tabs-trigger')
    expect(tokens.getAttribute('data-state')).toBe('active')
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('data-state')).toBe('inactive')
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('data-slot')).toBe('tabs-content')
    expect(panel.textContent).toBe('Token rows')
    expect(panel.getAttribute('aria-labelledby')).toBe(tokens.id)
  })

  it('arrow keys move between tabs and select them; Home and End jump to the ends', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Example onValueChange={onValueChange} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel').textContent).toBe('Activity list')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowLeft}{Home}')
    expect(screen.getByRole('tabpanel').textContent).toBe('Token rows')
    expect(onValueChange.mock.calls.map((call) => call[0])).toEqual(['nfts', 'activity', 'tokens', 'activity', 'tokens'])
  })

  it('Tab moves from the selected tab into its panel', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
  })
})

describe('Skeleton', () => {
  it('is a decorative placeholder of the given shape and size', () => {
    const { container } = render(<Skeleton shape="circle" width={40} height={40} />)
    const skeleton = container.querySelector('[data-slot="skeleton"]') as HTMLElement
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(skeleton.getAttribute('data-shape')).toBe('circle')
    expect(skeleton.className).toContain('berth-skeleton--circle')
    expect(skeleton.style.width).toBe('40px')
  })
})
