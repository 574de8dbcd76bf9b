import { type ArtStyle, num, svgOf } from './artwork.ts'
import { noise2d } from './noise.ts'
import { PALETTES } from './palettes.ts'

/**
 * Flow fields: strokes that start at random points and follow the angles of a seeded noise field,
 * so neighbouring strokes run together like hair, wind or water.
 */
export const flowField: ArtStyle = (random, canvas) => {
  const { width, height } = canvas
  const palette = random.pick(PALETTES)
  const noise = noise2d(random)
  const turbulence = random.weighted([
    ['Calm', 3],
    ['Swirling', 3],
    ['Stormy', 1],
  ] as const)
  const density = random.weighted([
    ['Sparse', 2],
    ['Dense', 3],
  ] as const)
  const line = random.weighted([
    ['Hairline', 2],
    ['Brush', 3],
    ['Ribbon', 1],
  ] as const)
  // Sizes are in units of a 1024 px square, so a banner has the same grain as a piece.
  const unit = Math.min(width, height) / 1024
  const scale = { Calm: 0.0016, Swirling: 0.003, Stormy: 0.006 }[turbulence] / unit
  const turns = { Calm: 1.2, Swirling: 2, Stormy: 3 }[turbulence]
  const strokeWidth = { Hairline: 1.4, Brush: 4, Ribbon: 9 }[line] * unit
  // About 40,000 points at the most: the render (librsvg) costs in proportion, and more adds no detail.
  const area = (width * height) / (1024 * 1024)
  const strokes = Math.round(((density === 'Dense' ? 700 : 320) * area) / (line === 'Ribbon' ? 2 : 1))
  const step = 8 * unit
  const drift = random.range(0, Math.PI * 2)
  let body = `<rect width="100%" height="100%" fill="${palette.ground}"/>`
  for (let i = 0; i < strokes; i++) {
    let [x, y] = [random.range(0, width), random.range(0, height)]
    const length = random.int(20, 70)
    const points = [`${num(x)},${num(y)}`]
    for (let k = 0; k < length; k++) {
      const angle = drift + noise(x * scale, y * scale) * Math.PI * turns
      x += Math.cos(angle) * step
      y += Math.sin(angle) * step
      if (x < -20 || y < -20 || x > width + 20 || y > height + 20) break
      points.push(`${num(x)},${num(y)}`)
    }
    if (points.length < 4) continue
    const colour = random.pick(palette.inks)
    body += `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${num(strokeWidth * random.range(0.6, 1.3))}" stroke-linecap="round" stroke-linejoin="round" opacity="${num(random.range(0.55, 0.95))}"/>`
  }
  return {
    kind: 'svg',
    svg: svgOf(canvas, body),
    traits: [
      { trait_type: 'Palette', value: palette.name },
      { trait_type: 'Turbulence', value: turbulence },
      { trait_type: 'Density', value: density },
      { trait_type: 'Line', value: line },
    ],
  }
}
