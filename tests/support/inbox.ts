import { type MailMessage, mailMessageListSchema } from '@berth/devnet/mail'

export interface WaitForMailOptions {
  /** The recipient (case-insensitive). */
  to: string
  /** Only a mail whose subject contains this. */
  subjectIncludes?: string
  /** Only a mail the inbox received at or after this time (take it before the action that sends the mail). */
  after?: Date
  /** Default 10 s. */
  timeoutMs?: number
}

/** The newest mail for `to` in the devnet's inbox that matches, polling its JSON API until it arrives. */
export async function waitForMail(inboxUrl: string, options: WaitForMailOptions): Promise<MailMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  const matches = (message: MailMessage) =>
    (options.subjectIncludes === undefined || message.subject.includes(options.subjectIncludes)) &&
    (options.after === undefined || Date.parse(message.date) >= options.after.getTime())
  for (;;) {
    const response = await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(options.to)}`)
    if (!response.ok) throw new Error(`${inboxUrl}/api/messages answered ${response.status}: ${await response.text()}`)
    const { messages } = mailMessageListSchema.parse(await response.json())
    const found = messages.find(matches)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = messages.map((message) => `"${message.subject}" at ${message.date}`).join(', ') || 'none'
      throw new Error(
        `No mail to ${options.to} matching ${JSON.stringify({ subjectIncludes: options.subjectIncludes, after: options.after })} (mail to it: ${seen})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The 6-digit one-time code in a mail's text; throws when there is none. */
export function extractCode(text: string): string {
  const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0]
  if (code === undefined) throw new Error(`No 6-digit code in: ${text.slice(0, 200)}`)
  return code
}
