// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AmountField, type AmountFieldProps } from './AmountField'

afterEach(cleanup)

function Controlled(props: Omit<AmountFieldProps, 'id' | 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('')
  return <AmountField id="amount" value={value} onValueChange={setValue} {...props} />
}

describe('AmountField', () => {
  it('is a labelled decimal input that keeps the text as typed, with its unit', async () => {
    render(<Controlled unit="USDC" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('inputmode')).toBe('decimal')
    await userEvent.type(input, '0.10')
    expect((input as HTMLInputElement).value).toBe('0.10')
    expect(screen.getByText('USDC')).toBeTruthy()
  })

  it('Max fills in the maximum, and is named by it', async () => {
    render(<Controlled unit="USDC" max={{ amount: '250.75', unit: 'USDC' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Max: 250.75 USDC' }))
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('250.75')
  })

  it('Max is disabled while there is no maximum yet, and absent when not asked for', () => {
    render(<Controlled max={null} />)
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true)
    cleanup()
    render(<Controlled />)
    expect(screen.queryByRole('button', { name: /Max/ })).toBeNull()
  })
})
