import { qrSvg } from '@kid/shared/qr-svg'
import { APP_DOWNLOAD_QR_PATH } from '@kid/shared/routes'
import type { FastifyInstance } from 'fastify'

/**
 * The app-download QR, pointing at PUBLIC_URL's /h5/download whatever Host a request names, so a
 * page served under another name never shows a code for it. Encoded once at start.
 */
export function appQrRoute(app: FastifyInstance, publicUrl: string): void {
  const svg = qrSvg(new URL('/h5/download', publicUrl).href)
  app.get(APP_DOWNLOAD_QR_PATH, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg),
  )
}
