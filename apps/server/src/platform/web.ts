import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { PublicConfig } from '@kid/shared/public-config'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router'
import { type CspSources, newNonce, pageCsp } from './csp.ts'
import { PageCache, storable } from './page-cache.ts'
import { sendPageBody } from './page-encoding.ts'
import { tokenFromCookie } from './session-cookie.ts'
import { siteOrigin } from './site-origin.ts'
import { createInternalApi, type InternalApi } from './web-api.ts'
import { startDevPages } from './web-dev.ts'
import {
  bufferPage,
  PRIVATE_PAGE_CACHE_CONTROL,
  VISITOR_PAGE_CACHE_CONTROL,
  visitorPageKey,
} from './web-page-cache.ts'
import { sendWebResponse, toWebRequest, visitorRequest } from './web-request.ts'

export type WebOptions = {
  buildDir: string
  publicUrl: string
  production: boolean
  /** Pages from the web app's sources through Vite, with HMR (`npm run dev`), instead of buildDir. */
  dev: boolean
  /** Passed to every loader in the load context (`context.publicConfig`). */
  publicConfig: PublicConfig
  /** The hosts pages may reach besides their own origin (csp.ts cspSourcesOf). */
  cspSources: CspSources
  /** Seconds a visitor's public page is served from the server's cache; 0 renders every request. */
  pageCacheSeconds: number
}

/** How long past its freshness a cached page is still served while a new render replaces it. */
const STALE_SECONDS = 30

/** What React Router loaders and actions find in their `context`. */
export type WebLoadContext = {
  clientIp: string
  requestId: string
  publicConfig: PublicConfig
  /** The API as this visitor sees it, called in-process (web-api.ts) with the visitor's session cookie. */
  api: InternalApi
  /** This response's CSP nonce: every inline script of the page carries it (entry.server.tsx). */
  cspNonce: string
}

/** Paths that belong to the server itself: unknown ones get the JSON 404, never a page. */
const SERVER_PATHS = /^\/(api|uploads|dev|admin)(\/|$)/

const NOT_BUILT =
  'The web app is not built yet: run `npm run build` at the repository root, then restart the server.\n'

/** Where pages come from: the build, or the sources through Vite (web-dev.ts). */
export type Pages = {
  /** Answers what is not a page (Vite's modules); true when it did. */
  serve?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  handler: () => Promise<RequestHandler>
}

/**
 * The React Router app (SSR): files of build/client as static files, every other page request
 * rendered by the server build — or, in development, both from the sources by Vite. Registered
 * last, as a catch-all.
 */
export const webRoutes: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
  const pages = options.dev ? await startDevPages(app) : await builtPages(app, options)
  if (!pages) {
    app.route({
      method: methods,
      url: '/*',
      handler: async (request, reply) =>
        SERVER_PATHS.test(request.url)
          ? reply.callNotFound()
          : reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT),
    })
    return
  }

  // Bodies stay unparsed streams here: React Router actions read them as they like.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  const cache =
    options.pageCacheSeconds > 0 && !options.dev
      ? new PageCache({
          freshMs: options.pageCacheSeconds * 1000,
          staleMs: STALE_SECONDS * 1000,
          maxEntries: 1000,
        })
      : undefined
  const contextOf = (
    request: FastifyRequest,
    cspNonce: string,
    token: string | undefined,
  ): WebLoadContext => ({
    clientIp: request.clientIp,
    requestId: request.id,
    publicConfig: options.publicConfig,
    api: createInternalApi(app, request.clientIp, token),
    cspNonce,
  })
  const sendCsp = (request: FastifyRequest, reply: FastifyReply, nonce: string) =>
    reply.header(
      'content-security-policy',
      pageCsp(options.cspSources, {
        nonce,
        dev: options.dev,
        host: request.host,
        origin: siteOrigin(options, request),
      }),
    )

  /** A visitor's public page: from the cache, with a nonce of its own swapped into the cached HTML. */
  const sendVisitorPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    pageCache: PageCache,
  ) => {
    const { page, state } = await pageCache.get(key, async () => {
      const nonce = newNonce()
      const handle = await pages.handler()
      const response = await handle(
        visitorRequest(request, siteOrigin(options, request)),
        contextOf(request, nonce, undefined),
      )
      return bufferPage(response, nonce)
    })
    const nonce = newNonce()
    sendCsp(request, reply, nonce)
    reply.status(page.status)
    for (const [name, value] of page.headers) reply.header(name, value)
    reply.header('x-page-cache', state)
    reply.header(
      'cache-control',
      storable(page)
        ? VISITOR_PAGE_CACHE_CONTROL(options.pageCacheSeconds, STALE_SECONDS)
        : PRIVATE_PAGE_CACHE_CONTROL,
    )
    // A shared cache must not give this visitor's page to a member, nor a phone's to a desktop.
    reply.header('vary', 'Cookie, User-Agent')
    return sendPageBody(
      reply,
      request.method === 'HEAD' ? undefined : page.body.replaceAll(page.nonce, nonce),
    )
  }

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (SERVER_PATHS.test(request.url)) return reply.callNotFound()
    // Vite wrote the raw response itself: Fastify must not send another.
    if (await pages.serve?.(request, reply)) return reply.hijack()
    const key = cache && visitorPageKey(request)
    if (cache && key) return sendVisitorPage(request, reply, key, cache)
    const origin = siteOrigin(options, request)
    const cspNonce = newNonce()
    sendCsp(request, reply, cspNonce)
    const context = contextOf(request, cspNonce, tokenFromCookie(request.headers.cookie))
    const handle = await pages.handler()
    const response = await handle(toWebRequest(request, reply, origin), context)
    if (!response.headers.has('cache-control')) reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
    return sendWebResponse(reply, response, request.method === 'HEAD')
  }
  // In development each page load is hundreds of module requests answered by Vite: logged at info
  // they would bury the API's lines. Failures are still logged.
  app.route({ method: methods, url: '/*', handler: render, ...(options.dev && { logLevel: 'warn' }) })
}

/** The build's client files as static files and its server entry; undefined when not built. */
async function builtPages(app: FastifyInstance, options: WebOptions): Promise<Pages | undefined> {
  const serverEntry = join(options.buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) return undefined

  // Given the build itself (not a function returning it), React Router derives its route tables
  // once; given a function, it derives them again on every request.
  let handler: Promise<RequestHandler> | undefined
  const handlerOf = () => {
    handler ??= import(pathToFileURL(serverEntry).href).then((build: ServerBuild) =>
      createRequestHandler(build, 'production'),
    )
    return handler
  }
  // In production a broken build should stop the start, not the first visitor.
  if (options.production) await handlerOf()

  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client'),
    wildcard: false,
    index: false,
    // The build leaves a .br and a .gz beside each script and style sheet (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    // Vite fingerprints everything under /assets/: those never change. Other files (favicon…) may.
    setHeaders: (reply, path) =>
      reply.header(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ),
  })
  return { handler: handlerOf }
}
