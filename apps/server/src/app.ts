import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { adminRoutes } from './admin/routes.ts'
import { BlacklistCache } from './modules/account/blacklist.ts'
import { registerAccount } from './modules/account/index.ts'
import { IpLimitCache } from './modules/account/ip-limit.ts'
import { authenticate, isSessionLive } from './modules/account/session.ts'
import { registerBbox } from './modules/bbox/index.ts'
import { registerBricks } from './modules/bricks/index.ts'
import { type ChainModule, registerChain } from './modules/chain/index.ts'
import { registerData } from './modules/data/index.ts'
import { registerKidWallet } from './modules/kidwallet/index.ts'
import { registerKns } from './modules/kns/index.ts'
import { registerLaunchpad } from './modules/launchpad/index.ts'
import { registerLedger } from './modules/ledger/index.ts'
import { ethPriceSource, registerMarket } from './modules/market/index.ts'
import { registerNoticeModule } from './modules/notice/index.ts'
import { registerSpending } from './modules/spending/index.ts'
import { registerApiGuard } from './platform/api-guard.ts'
import { appQrRoute } from './platform/app-qr.ts'
import { createCaptcha } from './platform/captcha/captcha.ts'
import { loadCaptchaHmacKey } from './platform/captcha/hmac-key.ts'
import type { ChainRuntime } from './platform/chain/chain.ts'
import { createRelayer } from './platform/chain/relayer.ts'
import { clientIpOf, trustedProxies } from './platform/client-ip.ts'
import type { Config } from './platform/config/config.ts'
import { publicConfigOf } from './platform/config/public-config.ts'
import { cspSourcesOf } from './platform/csp.ts'
import { type Db, openDatabase, pingDatabase } from './platform/db/database.ts'
import { scheduleHousekeeping } from './platform/db/housekeeping.ts'
import { registerErrorHandling } from './platform/error-handler.ts'
import { healthRoutes } from './platform/health.ts'
import { registerInputGuard } from './platform/input-guard.ts'
import { registerJobs } from './platform/jobs/app-jobs.ts'
import { loggerOptions, logRequests, REQUEST_LOGGING } from './platform/logger.ts'
import { mailboxRoutes } from './platform/mail/mailbox-routes.ts'
import { createMailer } from './platform/mail/mailer.ts'
import { registerRateLimit } from './platform/rate-limit.ts'
import { Readiness } from './platform/readiness.ts'
import { registerRealtime } from './platform/realtime/register.ts'
import { connectRedis, redisNamespace } from './platform/redis.ts'
import { echoRequestId, genReqId } from './platform/request-id.ts'
import { registerSecurityHeaders } from './platform/security-headers.ts'
import { registerSessionCookie } from './platform/session-cookie.ts'
import { loadPlatformKeys } from './platform/signature/keys.ts'
import { MemoryReplayGuard, onceWithin, RedisReplayGuard } from './platform/signature/replay.ts'
import { platformKeyRoutes } from './platform/signature/routes.ts'
import { createSignatureVerifier } from './platform/signature/verify.ts'
import { uploadRoutes } from './platform/uploads/routes.ts'
import { storageOf } from './platform/uploads/storage-of.ts'
import { zodValidatorCompiler } from './platform/validation.ts'
import { webRoutes } from './platform/web.ts'
import { WriteBehind } from './platform/write-behind.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** For scripts and tests that act through services (seeding, sessions); routes get deps explicitly. */
    db: Db
    /** Modules register what /readyz must check (the chain module adds its node). */
    readiness: Readiness
    /** The chain and its indexer (domains subscribe with chain.indexer.onEvent); absent in tests without a chain. */
    chain: ChainModule | undefined
    /** Counters written a few seconds late (views, visits); tests call writeBehind.flush(). */
    writeBehind: WriteBehind
  }
}

/** Parts started outside the app: main.ts starts the chain (and stops it after the app closes). */
/** `now`: the clock of the account's codes, limits and links, for tests that simulate days. */
export type AppServices = { chain?: ChainRuntime; now?: () => Date }

/**
 * The whole server as a Fastify instance, not yet listening: main.ts listens, tests use inject.
 * Migrations are applied before it returns, so a started server is a migrated one.
 */
export async function buildApp(config: Config, services: AppServices = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    ...REQUEST_LOGGING,
    genReqId,
    // Forwarding headers are judged by client-ip.ts against TRUST_PROXY, not by Fastify.
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  })
  logRequests(app)
  const readiness = new Readiness()

  const database = await openDatabase(config)
  app.addHook('onClose', () => database.close())
  await database.migrate()
  const jobs = registerJobs(app, database.db)
  scheduleHousekeeping(database, jobs)
  readiness.register('database', () => pingDatabase(database.db))
  app.decorate('db', database.db)
  app.decorate('readiness', readiness)

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect())
    readiness.register('redis', async () => void (await redis.ping()))
  }

  const keys = await loadPlatformKeys(config.platformKeys, config.dataDir)
  const namespace = redisNamespace(keys.web.publicPem)
  const replay = redis ? new RedisReplayGuard(redis, namespace) : new MemoryReplayGuard()
  const once = onceWithin(redis, namespace)
  const writeBehind = new WriteBehind()
  app.decorate('writeBehind', writeBehind)
  const stopWriteBehind = writeBehind.start(config.writeBehindMs, (error) =>
    app.log.error({ err: error }, 'write-behind flush failed'),
  )
  // preClose: before the database closes (onClose), what was gathered is written.
  app.addHook('preClose', async () => {
    stopWriteBehind()
    await writeBehind.flush()
  })

  registerErrorHandling(app)
  echoRequestId(app)
  registerSecurityHeaders(app, config.publicUrl)
  registerSessionCookie(app, config.publicUrl)
  app.setValidatorCompiler(zodValidatorCompiler)
  const trusted = trustedProxies(config.trustProxy)
  app.decorateRequest('clientIp', {
    getter() {
      return clientIpOf(this, trusted)
    },
  })
  const rateLimit = await registerRateLimit(app, { perMinute: config.rateLimitPerMinute, redis, namespace })
  const logError = (error: unknown) => app.log.error({ err: error }, 'account cache reload failed')
  const blacklist = new BlacklistCache(database.db, logError)
  const ipLimits = new IpLimitCache(database.db, logError)
  await Promise.all([blacklist.reload(), ipLimits.reload()])
  registerApiGuard(app, {
    verifySignature: createSignatureVerifier(keys, replay),
    authenticate: (token) => authenticate(database.db, token),
    rateLimit,
    ipLimit: (request) => ipLimits.assertAllowed(request.clientIp),
    checkUser: (request, user) =>
      blacklist.assertAllowed({ userId: user.id, device: request.ctx.device, ip: request.clientIp }),
    site: config,
  })
  registerInputGuard(app)
  await registerRealtime(app, {
    db: database.db,
    redis,
    channel: `${namespace}realtime`,
    authenticate: (token) => authenticate(database.db, token),
    checkUser: (who) => blacklist.assertAllowed(who),
    stillAllowed: async (who) =>
      blacklist.blockOf(who) === undefined && isSessionLive(database.db, who.sessionId, who.userId),
    clientIp: (request) => clientIpOf(request, trusted),
    site: config,
  })
  // Captcha solutions are single-use across copies: the replay store of signatures remembers them.
  const captcha = await createCaptcha(config.captcha, {
    dataDir: config.dataDir,
    claimOnce: (key, ttlMs) => replay.claim(key, ttlMs),
  })
  await app.register(formbody)

  healthRoutes(app, readiness)
  platformKeyRoutes(app, keys)
  appQrRoute(app, config.publicUrl)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, jobs })
  app.addHook('onClose', async () => mailer.close())
  mailboxRoutes(app, { db: database.db, mailer, production: config.production })

  // The domain modules (docs/server.md "Adding a domain module"), each registered with what it
  // uses, in dependency order: a module gets the services of those registered before it.
  const db = database.db
  const chainRuntime = services.chain
  const chain = chainRuntime && registerChain(app, { db, config, runtime: chainRuntime, readiness })
  app.decorate('chain', chain)
  const serverSecret = await loadCaptchaHmacKey(config.captcha.hmacKey, config.dataDir)
  const account = await registerAccount(app, {
    config,
    db,
    chain,
    mailer,
    captcha,
    blacklist,
    ipLimits,
    serverSecret,
    onceWithin: once,
    writeBehind,
    now: services.now,
  })
  const ledger = await registerLedger(app, { db, chainId: config.chainId, realtime: app.realtime })
  // One relayer for every module that sends transactions for members: its nonces come from one place.
  const relayer =
    chainRuntime && config.chain.relayerKey
      ? createRelayer({
          db,
          chain: chainRuntime,
          account: privateKeyToAccount(config.chain.relayerKey),
          now: services.now ?? (() => new Date()),
          log: app.log,
        })
      : undefined
  const spending = await registerSpending(app, {
    db,
    chain,
    ledger,
    members: account.members,
    jobs,
    mailer,
    operatorEmail: config.operatorEmail,
    reconcileCron: config.reconcileCron,
    relayer,
    now: services.now,
    crashAt: config.crashAt,
  })
  const notices = await registerNoticeModule(app, { db, members: account.members, realtime: app.realtime })
  const bricks = await registerBricks(app, {
    db,
    ledger,
    account,
    notices,
    now: services.now ?? (() => new Date()),
  })
  const bbox = await registerBbox(app, {
    db,
    chain,
    ledger,
    callers: account.callers,
    secret: serverSecret,
    origin: config.publicUrl,
    now: services.now ?? (() => new Date()),
  })
  await registerKidWallet(app, { db, members: account.members, callers: account.callers })
  const ethPrice = ethPriceSource({ ...config.ethPrice, log: (m) => app.log.warn(m) })
  const kns = await registerKns(app, {
    db,
    chain,
    account,
    notices,
    jobs,
    mailer,
    ethPrice,
    ledger,
    relayer,
    siteUrl: config.publicUrl,
    now: services.now,
  })
  // Read once the server listens, so modules registered after the market add their steps too.
  const demoSteps = [
    ...(spending ? [spending.demo] : []),
    bricks.demo,
    ...(bbox ? [bbox.demo] : []),
    ...(kns ? [kns.demo] : []),
  ]
  const market = await registerMarket(app, {
    db,
    config,
    chain,
    onceWithin: once,
    writeBehind,
    account,
    notices,
    jobs,
    ethPrice,
    kidNames: kns?.service.defaults,
    kidNameCatalog: kns?.service.catalog,
    demoSteps,
  })
  const launchpad = await registerLaunchpad(app, {
    db,
    config,
    chain,
    members: account.members,
    callers: account.callers,
    market,
    kidNames: kns?.service.defaults,
    notices,
    mailer,
    jobs,
    realtime: app.realtime,
    now: services.now ?? (() => new Date()),
  })
  if (launchpad) demoSteps.push(launchpad.demo)
  await registerData(app, { market })
  if (config.adminToken)
    adminRoutes(app, {
      db: database.db,
      token: config.adminToken,
      chainId: config.chainId,
      blacklist,
      ipLimits,
      services: {
        chain: chainRuntime && (async () => chainRuntime),
        jobs,
        log: app.log,
        origin: config.publicUrl,
      },
    })
  await app.register(uploadRoutes, { config, storage: storageOf(config), captcha })
  const publicConfig = publicConfigOf(config)
  await app.register(webRoutes, {
    buildDir: config.webBuildDir,
    publicUrl: config.publicUrl,
    production: config.production,
    dev: config.webDev,
    pageCacheSeconds: config.pageCacheSeconds,
    publicConfig,
    cspSources: cspSourcesOf({
      publicRpcUrl: chainRuntime?.publicRpcUrl,
      chainId: publicConfig.chainId,
      walletConnectProjectId: publicConfig.walletConnectProjectId,
      captcha: publicConfig.captcha.provider,
      uploadsUrl: config.s3?.publicUrl,
    }),
  })
  return app
}
