// oidc-provider ships no types (and @types/oidc-provider would pull in koa's): the part of its API the devnet uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface OidcGrant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }

  export interface OidcContext {
    oidc: {
      params?: Record<string, unknown>
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
  }

  export interface OidcAccount {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>
  }

  export class Check {
    static REQUEST_PROMPT: true
    static NO_NEED_TO_PROMPT: false
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean | Promise<boolean>)
  }

  export interface Prompt {
    name: string
    checks: Check[]
  }

  export const interactionPolicy: {
    Check: typeof Check
    base(): Prompt[] & { get(name: string): Prompt | undefined }
  }

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown>
    session?: { accountId?: string }
  }

  export type InteractionResult = { login: { accountId: string } } | { consent: { grantId: string } } | { error: string; error_description?: string }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: { new (properties: { clientId: string; accountId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> }
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  export default Provider
}
