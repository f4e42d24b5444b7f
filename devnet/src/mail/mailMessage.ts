import { z } from 'zod'

/** One received mail as the inbox's JSON API answers it. */
export const mailMessageSchema = z.object({
  id: z.string(),
  /** The From header as written ('Berth Devnet <no-reply@berth.devnet>'), else the envelope sender. */
  from: z.string(),
  /** The envelope recipients, lower-cased. */
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, null when the mail has none. */
  html: z.string().nullable(),
  /** When the devnet received it (ISO 8601, milliseconds). */
  date: z.iso.datetime(),
})

export type MailMessage = z.infer<typeof mailMessageSchema>

/** GET /api/messages: newest first. */
export const mailMessageListSchema = z.object({ messages: z.array(mailMessageSchema) })

/** GET /devnet/mail/health. */
export const mailHealthSchema = z.object({ ok: z.literal(true), service: z.string(), smtpUrl: z.string() })
