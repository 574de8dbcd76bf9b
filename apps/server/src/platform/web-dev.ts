import type { FastifyInstance } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { REPO_ROOT } from './paths.ts'
import type { Pages } from './web.ts'

/** Where `npm run dev` renders pages from: the web app's sources, not its build. */
const WEB_DIR = `${REPO_ROOT}apps/web`

/** React Router's Vite plugin provides the server build of the sources under this id. */
const SERVER_BUILD = 'virtual:react-router/server-build'

/**
 * The web app's sources served by Vite in middleware mode inside this server (`npm run dev`):
 * one origin for pages, modules and the API, so loaders get the same load context as in
 * production. HMR rides on the server's own HTTP server (its upgrade requests).
 */
export async function startDevPages(app: FastifyInstance): Promise<Pages> {
  // Imported here only: a production start never loads Vite or the web app's dev tooling.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: WEB_DIR,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: app.server } },
  })
  app.addHook('onClose', () => vite.close())

  // A function, not a build: React Router asks for it on each request, so edits apply at once.
  const build = async () => {
    try {
      return (await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild
    } catch (error) {
      // Point the stack at the source lines rather than Vite's transformed code.
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      throw error
    }
  }
  const handler = createRequestHandler(build, 'development')
  return {
    handler: async () => handler,
    // Modules, styles, public files and Vite's client are Vite's; pages are passed on.
    serve: (request, reply) =>
      new Promise((resolve, reject) => {
        const answered = () => resolve(true)
        reply.raw.once('close', answered)
        vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
          reply.raw.off('close', answered)
          if (error) reject(error)
          else resolve(false)
        })
      }),
  }
}
