import { labelProblem } from '@kid/shared/kns/names'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Where a name's card and the names collection's cover are served (no external hosting). */
export const NAME_ART_PATH = '/meta/kns'
export const nameCardPath = (label: string) => `${NAME_ART_PATH}/${label}.svg`
export const NAMES_COVER_PATH = `${NAME_ART_PATH}/cover.svg`

const SIZE = 600
const BACKGROUND = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" rx="48" fill="url(#g)"/>`
const FONT = `font-family="ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`

/** Widths of bold sans glyphs in em, on the wide side of common fonts: the name is sized by them. */
const WIDE = /[mw]/
const NARROW = /[ijl.]/
const SLIM = /[frt]/
const emWidth = (text: string) =>
  [...text].reduce(
    (sum, c) => sum + (WIDE.test(c) ? 1.05 : NARROW.test(c) ? 0.36 : SLIM.test(c) ? 0.5 : 0.72),
    0,
  )

/** The name as large as fits the card's inner width, so a long one never runs off (labels are 4–32 ASCII characters). */
const INNER_WIDTH = SIZE - 96
function nameText(name: string, y: number): string {
  const size = Math.min(88, Math.floor(INNER_WIDTH / emWidth(name)))
  return `<text x="48" y="${y}" ${FONT} font-size="${size}" font-weight="700" fill="#ffffff">${name}</text>`
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${BACKGROUND}${body}</svg>`

/**
 * A name's picture on the marketplace: the name in white on KID's gradient. The label passed the
 * name rules (a–z, 0–9, - and _), so it needs no escaping inside the SVG text.
 */
export function nameCardSvg(label: string): string {
  const name = `${label}.kid`
  return svg(
    `<text x="48" y="96" ${FONT} font-size="32" font-weight="600" fill="#ffffff" fill-opacity="0.8">KID</text>` +
      nameText(name, SIZE - 64),
  )
}

/** The names collection's cover and banner. */
export function namesCoverSvg(): string {
  return svg(
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ${FONT} font-size="96" font-weight="700" fill="#ffffff">.kid</text>`,
  )
}

/**
 * Serves the cards as the app's QR is served: made on request from the label alone (nothing
 * stored, nothing to go stale), cached by browsers for a day. A label that breaks the rules is 404.
 */
export function nameCardRoutes(app: FastifyInstance): void {
  const send = (reply: FastifyReply, svgText: string) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svgText)
  const cover = namesCoverSvg()
  app.get(NAMES_COVER_PATH, async (_request, reply) => send(reply, cover))
  app.get<{ Params: { file: string } }>(`${NAME_ART_PATH}/:file`, async (request, reply) => {
    const label = /^(.+)\.svg$/.exec(request.params.file)?.[1] ?? ''
    if (labelProblem(label) !== undefined) return reply.code(404).send({ error: 'no such name' })
    return send(reply, nameCardSvg(label))
  })
}
