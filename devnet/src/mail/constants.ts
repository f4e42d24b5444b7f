/** The devnet's SMTP server (DESIGN.md): any mail for any recipient, loopback only, no auth. */
export const DEVNET_MAIL_SMTP_PORT = 2525
/** The web inbox a person reads, and its JSON API. */
export const DEVNET_MAIL_INBOX_PORT = 8794
export const DEVNET_MAIL_SMTP_URL = `smtp://127.0.0.1:${DEVNET_MAIL_SMTP_PORT}`
export const DEVNET_MAIL_INBOX_URL = `http://127.0.0.1:${DEVNET_MAIL_INBOX_PORT}`
/** What GET /devnet/mail/health answers as `service`. */
export const DEVNET_MAIL_SERVICE = 'berth-devnet-mail'
/** The sender of every mail the devnet's services send. */
export const DEVNET_MAIL_FROM = 'Berth Devnet <no-reply@berth.devnet>'
/** How many messages the inbox keeps; older ones are dropped. */
export const DEVNET_MAIL_CAPACITY = 500
