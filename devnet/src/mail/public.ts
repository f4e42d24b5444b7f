// @berth/devnet/mail: what apps' tests and the devnet's other services need of the devnet's mail,
// without the rest of the devnet.
export {
  DEVNET_MAIL_FROM,
  DEVNET_MAIL_INBOX_PORT,
  DEVNET_MAIL_INBOX_URL,
  DEVNET_MAIL_SERVICE,
  DEVNET_MAIL_SMTP_PORT,
  DEVNET_MAIL_SMTP_URL,
} from './constants'
export { mailHealthSchema, mailMessageListSchema, mailMessageSchema, type MailMessage } from './mailMessage'
export { sendDevnetMail, type SendDevnetMailOptions, type SendDevnetMailParameters } from './sendDevnetMail'
