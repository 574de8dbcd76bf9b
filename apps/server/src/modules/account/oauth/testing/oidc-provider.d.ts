// oidc-provider ships no types; this is the part the OAuth tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type Account = { accountId: string; claims(): Promise<Record<string, unknown>> }
  export type Configuration = {
    clients: Record<string, unknown>[]
    findAccount(ctx: unknown, sub: string): Promise<Account | undefined>
    claims?: Record<string, string[]>
    conformIdTokenClaims?: boolean
    features?: Record<string, { enabled: boolean }>
    jwks?: { keys: Record<string, unknown>[] }
    cookies?: { keys: string[] }
    pkce?: { required(ctx: unknown, client: unknown): boolean }
    loadExistingGrant?(ctx: unknown): Promise<unknown>
    [key: string]: unknown
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
