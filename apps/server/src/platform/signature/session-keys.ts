/**
 * The AES keys of clients' sealing sessions (`x25519s.` headers), by platform and ephemeral key:
 * the key agreement, most of a signed call's cost, is made once per session instead of once per
 * call. Only a key that opened a header is kept, so junk cannot push real sessions out. Bounded:
 * past `maxSessions` the oldest go first, and their clients' next header agrees the key again.
 */
export class SessionKeys {
  private readonly keys = new Map<string, Buffer>()

  constructor(private readonly maxSessions = 20_000) {}

  get(id: string): Buffer | undefined {
    return this.keys.get(id)
  }

  keep(id: string, key: Buffer): void {
    if (this.keys.size >= this.maxSessions) {
      const oldest = this.keys.keys().next().value
      if (oldest !== undefined) this.keys.delete(oldest)
    }
    this.keys.set(id, key)
  }

  get size(): number {
    return this.keys.size
  }
}
