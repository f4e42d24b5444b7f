import { createTransport } from 'nodemailer'
import { DEVNET_MAIL_FROM, DEVNET_MAIL_SMTP_URL } from './constants'

export interface SendDevnetMailParameters {
  to: string
  subject: string
  text: string
  /** An HTML part beside the text; the inbox shows it only in a sandboxed frame. */
  html?: string
}

export interface SendDevnetMailOptions {
  /** Default smtp://127.0.0.1:2525, the devnet's SMTP server. */
  smtpUrl?: string
}

/** How the devnet's services send mail (one-time codes, device links): from 'Berth Devnet <no-reply@berth.devnet>' to the devnet's SMTP server. */
export async function sendDevnetMail(mail: SendDevnetMailParameters, options: SendDevnetMailOptions = {}): Promise<{ messageId: string }> {
  const url = new URL(options.smtpUrl ?? DEVNET_MAIL_SMTP_URL)
  if (url.protocol !== 'smtp:') throw new Error(`sendDevnetMail needs an smtp:// URL, not ${url.href}`)
  // The devnet's server offers no TLS and no auth (loopback only).
  const transport = createTransport({ host: url.hostname, port: Number(url.port || 25), secure: false, ignoreTLS: true, connectionTimeout: 5000 })
  try {
    const info = await transport.sendMail({
      from: DEVNET_MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
    })
    return { messageId: info.messageId }
  } finally {
    transport.close()
  }
}
