/** A mail the frame's auth server sends. */
export interface FrameMail {
  to: string
  subject: string
  text: string
}

/** The port through which the auth server mails (the devnet's SMTP server, or a test's recorder). */
export type SendFrameMail = (mail: FrameMail) => Promise<void>

export const LOGIN_CODE_SUBJECT = 'Your Berth login code'
export const APPROVE_DEVICE_SUBJECT = 'Approve this device'
export const EMAIL_CHANGE_SUBJECT = 'Confirm your email change'

export const loginCodeMail = (to: string, code: string): FrameMail => ({
  to,
  subject: LOGIN_CODE_SUBJECT,
  text: `Your Berth login code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`,
})

export const approveDeviceMail = (to: string, url: string): FrameMail => ({
  to,
  subject: APPROVE_DEVICE_SUBJECT,
  text: `Someone is signing in to your Berth wallet from a new browser.\n\nApprove this device: ${url}\n\nThe link expires in 15 minutes. If it was not you, ignore this mail.`,
})

export const emailChangeMail = (to: string, code: string, newEmail: string): FrameMail => ({
  to,
  subject: EMAIL_CHANGE_SUBJECT,
  text: `Your code to change your Berth wallet's email to ${newEmail} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`,
})
