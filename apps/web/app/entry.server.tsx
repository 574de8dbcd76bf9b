import './lib/arrayBufferDetached.server.ts'
import { isbot } from 'isbot'
// The web-streams build, not React's Node one: the Node build runs every render inside an
// AsyncLocalStorage, and on Node 20 the first run switches on an async hook for the life of the
// process, so every promise and nextTick of every later request (API calls included) pays for it.
// The web-streams build looks for a global AsyncLocalStorage, which Node does not have. The page's
// Response wants a web stream anyway. docs/server.md "No async hooks".
import { renderToReadableStream } from 'react-dom/server.edge'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { CspNonceContext } from './lib/cspNonce.tsx'

export const streamTimeout = 5_000

/**
 * React Router's default web-streams entry, with one addition: the response's CSP nonce (chosen
 * by the server per request, platform/web.ts) goes to React's own streaming scripts, to the
 * router's context scripts and, through CspNonceContext, to <Scripts> and <ScrollRestoration> in
 * root.tsx.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce
  let shellRendered = false
  const body = await renderToReadableStream(
    <CspNonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonceContext.Provider>,
    {
      nonce,
      // Parts still pending after this are sent as their fallbacks: a slow loader cannot hold a
      // response open.
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors of the shell itself reject the render and reach handleDocumentRequest, which logs them.
        if (shellRendered) console.error(error)
      },
    },
  )
  shellRendered = true
  // Crawlers get the whole page at once; people get the shell first.
  const userAgent = request.headers.get('user-agent')
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady
  responseHeaders.set('Content-Type', 'text/html')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
