import pg from 'pg'

/** Which copy of the server runs the indexer; the others wait and take over when it goes. */
export type Leadership = {
  /** True while this copy leads; tries to become the leader when it does not. */
  acquire(): Promise<boolean>
  release(): Promise<void>
}

/** PGlite lives in one process: that process leads. */
export const soleLeader: Leadership = { acquire: async () => true, release: async () => {} }

/** Lock class of the indexer's advisory lock; the chain id is the lock's second key. */
const INDEXER_LOCK = 7_151_121

/**
 * A session-level pg_try_advisory_lock on a connection of its own: PostgreSQL releases it when the
 * leader's connection ends (crash, network loss), and another copy's next attempt gets it. The
 * cursor's compare-and-set keeps even an overlap of two leaders from applying a range twice.
 */
export class PostgresLeader implements Leadership {
  private client: pg.Client | undefined
  private held = false

  constructor(
    private readonly connectionString: string,
    private readonly chainId: number,
  ) {}

  async acquire(): Promise<boolean> {
    try {
      if (this.held && this.client) {
        await this.client.query('select 1')
        return true
      }
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.connectionString })
        client.on('error', () => void this.drop())
        await client.connect()
        this.client = client
      }
      const { rows } = await this.client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [INDEXER_LOCK, this.chainId],
      )
      this.held = rows[0]?.locked === true
      return this.held
    } catch {
      await this.drop()
      return false
    }
  }

  async release(): Promise<void> {
    if (this.held)
      await this.client
        ?.query('select pg_advisory_unlock($1, $2)', [INDEXER_LOCK, this.chainId])
        .catch(() => undefined)
    await this.drop()
  }

  private async drop(): Promise<void> {
    this.held = false
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => undefined)
  }
}
