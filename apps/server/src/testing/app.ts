import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Platform } from '@kid/shared/headers'
import type { PublishedKeys } from '@kid/shared/signature'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { type AppServices, buildApp } from '../app.ts'
import { issueSession } from '../modules/account/session.ts'
import { createUser, type NewUser } from '../modules/account/users.ts'
import { type Config, loadConfig } from '../platform/config/config.ts'
import { type SignedHeadersOptions, signedHeaders } from '../platform/signature/testing.ts'
import { seedPgliteDir, templateDatabase } from './migrated-template.ts'

export type TestApp = {
  app: FastifyInstance
  config: Config
  /** The platforms' public keys (SPKI PEM), as served by the key endpoint. */
  publicKeys: Required<PublishedKeys>
  /** Fresh signed headers for one call. */
  signed(os?: Platform | string, options?: SignedHeadersOptions): Record<string, string>
  /** A new member with a live session: headers carry the token and a signature. */
  signIn(
    user?: NewUser,
  ): Promise<{ userId: number; uid: string; token: string; headers(): Record<string, string> }>
  close(): Promise<void>
}

/**
 * A whole app on its own data: a temp DATA_DIR (PGlite, keys, uploads) and, when DATABASE_URL is
 * set, a database of its own created on that server and dropped afterwards — so test files run in
 * parallel without seeing each other's rows. `register` adds test-only routes before ready(); `overrides` replaces derived settings (webBuildDir).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  register?: (app: FastifyInstance) => void | Promise<void>,
  overrides: Partial<Config> = {},
  services: AppServices = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kid-server-test-'))
  const database = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL, { migrated: true })
    : undefined
  if (!database) await seedPgliteDir(join(dataDir, 'pglite'))
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      // No relayer unless a test gives it a key: the embedded chain's dev relayer would send for every test.
      RELAYER_PRIVATE_KEY: 'off',
      ...env,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
    }),
    // Counters are written when a test calls app.writeBehind.flush(), never by a timer mid-test.
    writeBehindMs: 0,
    ...overrides,
  }
  const app = await buildApp(config, services)
  await register?.(app)
  await app.ready()
  const publicKeys = (await app.inject('/api/accountservice/open/platform/keys')).json().data

  const signed = (os: string = 'web', options?: SignedHeadersOptions) =>
    signedHeaders(publicKeys.x25519[os as Platform] ?? publicKeys.x25519.web, os, options)
  return {
    app,
    config,
    publicKeys,
    signed,
    async signIn(user) {
      const { id, uid } = await createUser(app.db, user)
      const { token } = await issueSession(app.db, id)
      return { userId: id, uid, token, headers: () => ({ ...signed(), authorization: token }) }
    },
    async close() {
      await app.close()
      await database?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A new database on the server `adminUrl` names (dropped by `drop`): one per test app. Empty, or
 * `migrated`: a copy of the migrated template.
 */
export async function freshDatabase(
  adminUrl: string,
  { migrated = false } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kid_test_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  const template = migrated ? ` template ${await templateDatabase(adminUrl)}` : ''
  await admin(`create database ${name}${template}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
