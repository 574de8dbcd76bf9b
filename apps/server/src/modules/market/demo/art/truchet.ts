import { type ArtStyle, num, svgOf } from './artwork.ts'
import { PALETTES } from './palettes.ts'

/**
 * Truchet tiles: each square cell holds the same tile turned at random, and the turns join up into
 * paths. Three tile sets: Smith's quarter-circle arcs, diagonal lines, and half-square wedges
 * coloured by the checkerboard so they form bands.
 */
export const truchet: ArtStyle = (random, canvas) => {
  const palette = random.pick(PALETTES)
  const variant = random.weighted([
    ['Arcs', 5],
    ['Diagonals', 2],
    ['Wedges', 3],
  ] as const)
  const rows = random.weighted([
    [6, 2],
    [8, 3],
    [10, 3],
    [12, 2],
    [16, 1],
  ] as const)
  const weight = random.weighted([
    ['Fine', 2],
    ['Bold', 3],
    ['Heavy', 1],
  ] as const)
  const s = canvas.height / rows
  const cols = Math.ceil(canvas.width / s)
  const stroke = s * { Fine: 0.08, Bold: 0.18, Heavy: 0.3 }[weight]
  const ink = random.pick(palette.inks)
  const second = random.pick([palette.ground, ...palette.inks.filter((c) => c !== ink)])
  let lines = ''
  let fills = ''
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const [x, y] = [col * s, row * s]
      const flip = random.chance(0.5)
      if (variant === 'Arcs') {
        // Two quarter arcs joining the midpoints of neighbouring sides, at opposite corners.
        const [a, b] = flip
          ? [
              [x, y],
              [x + s, y + s],
            ]
          : [
              [x + s, y],
              [x, y + s],
            ]
        lines += arc(a, [x, y], s) + arc(b, [x, y], s)
      } else if (variant === 'Diagonals') {
        lines += flip
          ? `M${num(x)},${num(y)} L${num(x + s)},${num(y + s)} `
          : `M${num(x + s)},${num(y)} L${num(x)},${num(y + s)} `
      } else {
        const corner = random.int(0, 3)
        const c = [
          [x, y],
          [x + s, y],
          [x + s, y + s],
          [x, y + s],
        ]
        const points = [0, 1, 2].map((k) => c[(corner + k) % 4] ?? [x, y])
        const colour = (row + col) % 2 === 0 ? ink : second
        fills += `<path d="M${points.map(([px = 0, py = 0]) => `${num(px)},${num(py)}`).join(' L')} Z" fill="${colour}"/>`
      }
    }
  // Bold and heavy lines are tubes: a second colour runs down the middle of the first.
  const line = (colour: string, width: number) =>
    `<path d="${lines}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`
  const path = !lines ? '' : line(ink, stroke) + (weight === 'Fine' ? '' : line(second, stroke * 0.4))
  return {
    kind: 'svg',
    svg: svgOf(canvas, `<rect width="100%" height="100%" fill="${palette.ground}"/>${fills}${path}`),
    traits: [
      { trait_type: 'Palette', value: palette.name },
      { trait_type: 'Tiles', value: variant },
      { trait_type: 'Grid', value: `${rows} × ${rows}` },
      ...(variant === 'Wedges' ? [] : [{ trait_type: 'Line', value: weight }]),
    ],
  }
}

/**
 * The quarter circle of radius s/2 around the tile corner (cx, cy): it joins the midpoints of the
 * two sides that meet at that corner.
 */
function arc([cx = 0, cy = 0]: number[], [x, y]: number[], s: number): string {
  const r = s / 2
  const dx = cx === x ? 1 : -1
  const dy = cy === y ? 1 : -1
  const sweep = dx * dy > 0 ? 1 : 0
  return `M${num(cx + dx * r)},${num(cy)} A${num(r)},${num(r)} 0 0 ${sweep} ${num(cx)},${num(cy + dy * r)} `
}
