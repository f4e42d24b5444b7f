// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './Alert'
import { Avatar, avatarGradient } from './Avatar'
import { Button } from './Button'
import { IconButton } from './IconButton'
import { ListItem } from './ListItem'
import { Spinner } from './Spinner'
import { Tag } from './Tag'
import { Text } from './Text'
import { Toast } from './Toast'

afterEach(cleanup)

describe('Button', () => {
  it('is a button of type button with variant and size slots', async () => {
    const onClick = vi.fn()
    render(
      <Button variant="danger" size="sm" onClick={onClick}>
        Disconnect
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Disconnect' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('data-slot')).toBe('button')
    expect(button.getAttribute('data-variant')).toBe('danger')
    expect(button.className).toContain('berth-button--danger')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('is busy and disabled while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Connecting
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Connecting' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="#wallets">Get a wallet</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Get a wallet' })
    expect(link.className).toContain('berth-button--secondary')
    expect(link.getAttribute('data-slot')).toBe('button')
  })
})

describe('IconButton', () => {
  it('is named by its aria-label', () => {
    render(
      <IconButton aria-label="Close">
        <svg aria-hidden="true" />
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('data-slot')).toBe('icon-button')
  })
})

describe('ListItem', () => {
  it('is one full-row button named by its label, with a tag', async () => {
    const onClick = vi.fn()
    render(
      <ListItem tag="Recent" leading={<span>icon</span>} onClick={onClick}>
        Fox Wallet
      </ListItem>,
    )
    const row = screen.getByRole('button', { name: /Fox Wallet/ })
    expect(row.textContent).toContain('Recent')
    await userEvent.click(row)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('shows a spinner and aria-busy while loading', () => {
    render(<ListItem loading>Fox Wallet</ListItem>)
    const row = screen.getByRole('button', { name: 'Fox Wallet' })
    expect(row.getAttribute('aria-busy')).toBe('true')
    expect(row.querySelector('[data-slot="spinner"]')).not.toBeNull()
  })
})

describe('Avatar', () => {
  it('derives the same gradient for the same address, any case', () => {
    const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(avatarGradient(a)).toBe(avatarGradient(a.toLowerCase()))
    expect(avatarGradient(a)).not.toBe(avatarGradient('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'))
    expect(avatarGradient('x);background:url(evil)')).not.toContain('url(')
  })

  it('is decorative unless given alt', () => {
    const { rerender } = render(<Avatar address="0xabc" />)
    expect(screen.queryByRole('img')).toBeNull()
    rerender(<Avatar address="0xabc" alt="Your avatar" />)
    expect(screen.getByRole('img', { name: 'Your avatar' })).toBeTruthy()
  })
})

describe('status and alert primitives', () => {
  it('Spinner is a labelled status', () => {
    render(<Spinner label="Connecting" />)
    expect(screen.getByRole('status', { name: 'Connecting' })).toBeTruthy()
  })

  it('Alert has role alert', () => {
    render(
      <Alert variant="error" title="Declined">
        The wallet rejected the request.
      </Alert>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Declined')
    expect(alert.textContent).toContain('The wallet rejected the request.')
  })

  it('Toast is a status region for every variant', () => {
    render(
      <>
        <Toast variant="loading">Switching</Toast>
        <Toast variant="success">Copied</Toast>
        <Toast variant="error">Failed</Toast>
      </>,
    )
    const statuses = screen.getAllByRole('status')
    expect(statuses.map((s) => s.textContent)).toEqual(['Switching', 'Copied', 'Failed'])
  })

  it('Tag and Text render their content with data-slot', () => {
    render(
      <>
        <Tag>Installed</Tag>
        <Text asChild variant="title">
          <h2>Title</h2>
        </Text>
      </>,
    )
    expect(screen.getByText('Installed').getAttribute('data-slot')).toBe('tag')
    expect(screen.getByRole('heading', { name: 'Title' }).getAttribute('data-slot')).toBe('text')
  })
})
