import { APP_DOWNLOAD_QR_PATH } from '@kid/shared/routes'
import type { FastifyInstance } from 'fastify'
import qrcode from 'qrcode-generator'

/** A QR code as a standalone SVG: one path of unit squares on white, with a four-module quiet zone. */
export function qrSvg(value: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  const size = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`
  const box = size + 8
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${box} ${box}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}

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
