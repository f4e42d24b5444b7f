/** The test card Devnet Ramp always declines (a valid number, like the card networks' own test cards). */
export const DECLINED_TEST_CARD = '4000000000000002'

export interface CardInput {
  number: string
  expiry: string
  cvc: string
}

export type CardCheck = { ok: true; number: string } | { ok: false; error: string }

/** The Luhn checksum every card number carries; digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * What a checkout form can refuse before any payment: the number (12 to 19 digits, spaces allowed,
 * Luhn), the expiry (MM/YY, this month or later by `now`) and the CVC (3 or 4 digits).
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) return { ok: false, error: 'The card number must have 12 to 19 digits' }
  if (!passesLuhn(number)) return { ok: false, error: 'The card number is not valid' }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return { ok: false, error: 'The expiry date must be MM/YY' }
  const year = 2000 + Number(expiry[2])
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, error: 'The card has expired' }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, error: 'The CVC must have 3 or 4 digits' }
  return { ok: true, number }
}
