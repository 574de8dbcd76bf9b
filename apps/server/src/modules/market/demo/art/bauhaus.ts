import { type ArtStyle, num, svgOf } from './artwork.ts'
import { PALETTES } from './palettes.ts'
import type { Random } from './random.ts'

const MOTIFS = ['Quarter', 'Half', 'Circle', 'Square', 'Triangle', 'Stripes', 'Ring'] as const
type Motif = (typeof MOTIFS)[number]

/**
 * Bauhaus tiles: a grid of square cells, each a ground colour with one motif (a quarter or half
 * disc turned to a random side, a circle, a square, a triangle, stripes, a ring) in another colour
 * of the palette. A wide canvas keeps the cell size and adds columns.
 */
export const bauhaus: ArtStyle = (random, canvas) => {
  const palette = random.pick(PALETTES)
  const colours = [palette.ground, ...palette.inks]
  const rows = random.weighted([
    [2, 1],
    [3, 3],
    [4, 4],
    [5, 2],
    [6, 1],
  ] as const)
  const cell = canvas.height / rows
  const cols = Math.ceil(canvas.width / cell)
  // Most pieces lean on two or three motifs, which reads as a composition rather than a sampler.
  const favourites = [random.pick(MOTIFS), random.pick(MOTIFS), random.pick(MOTIFS)]
  const counts = new Map<Motif, number>()
  let body = ''
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const ground = random.pick(colours)
      const ink = random.pick(colours.filter((c) => c !== ground))
      const motif = random.chance(0.8) ? random.pick(favourites) : random.pick(MOTIFS)
      counts.set(motif, (counts.get(motif) ?? 0) + 1)
      body += `<rect x="${num(col * cell)}" y="${num(row * cell)}" width="${num(cell + 1)}" height="${num(cell + 1)}" fill="${ground}"/>`
      body += motifSvg(random, motif, col * cell, row * cell, cell, ink, ground)
    }
  const [main] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['Circle']
  return {
    kind: 'svg',
    svg: svgOf(canvas, body),
    traits: [
      { trait_type: 'Palette', value: palette.name },
      { trait_type: 'Grid', value: `${rows} × ${rows}` },
      { trait_type: 'Motif', value: main },
    ],
  }
}

function motifSvg(
  random: Random,
  motif: Motif,
  x: number,
  y: number,
  s: number,
  ink: string,
  ground: string,
) {
  const turn = random.int(0, 3) * 90
  const centre = `${num(x + s / 2)} ${num(y + s / 2)}`
  const rotate = (shape: string) => `<g transform="rotate(${turn} ${centre})">${shape}</g>`
  switch (motif) {
    case 'Quarter':
      return rotate(
        `<path d="M${num(x)},${num(y)} L${num(x + s)},${num(y)} A${num(s)},${num(s)} 0 0 1 ${num(x)},${num(y + s)} Z" fill="${ink}"/>`,
      )
    case 'Half':
      return rotate(
        `<path d="M${num(x)},${num(y + s / 2)} A${num(s / 2)},${num(s / 2)} 0 0 1 ${num(x + s)},${num(y + s / 2)} Z" fill="${ink}"/>`,
      )
    case 'Circle':
      return `<circle cx="${num(x + s / 2)}" cy="${num(y + s / 2)}" r="${num(s * 0.38)}" fill="${ink}"/>`
    case 'Square':
      return `<rect x="${num(x + s * 0.2)}" y="${num(y + s * 0.2)}" width="${num(s * 0.6)}" height="${num(s * 0.6)}" fill="${ink}"/>`
    case 'Triangle':
      return rotate(
        `<path d="M${num(x)},${num(y)} L${num(x + s)},${num(y)} L${num(x)},${num(y + s)} Z" fill="${ink}"/>`,
      )
    case 'Stripes': {
      const bars = [0, 2, 4].map(
        (i) =>
          `<rect x="${num(x + (i * s) / 5)}" y="${num(y)}" width="${num(s / 5)}" height="${num(s)}" fill="${ink}"/>`,
      )
      return rotate(bars.join(''))
    }
    case 'Ring':
      return `<circle cx="${num(x + s / 2)}" cy="${num(y + s / 2)}" r="${num(s * 0.32)}" fill="${ground}" stroke="${ink}" stroke-width="${num(s * 0.12)}"/>`
  }
}
