import { type ArtStyle, num, svgOf } from './artwork.ts'
import { mix } from './color.ts'
import type { Random } from './random.ts'

/** A sky: its gradient from the top to the horizon, the ridges' nearest colour, and what hangs in it. */
type Sky = { name: string; time: string; stops: readonly string[]; land: string; body: 'sun' | 'moon' }

const SKIES: readonly Sky[] = [
  {
    name: 'Lilac Dawn',
    time: 'Dawn',
    stops: ['#3a3f78', '#8d7cc4', '#e6a4c4', '#fbe3d6'],
    land: '#2b2340',
    body: 'sun',
  },
  {
    name: 'Golden Hour',
    time: 'Dusk',
    stops: ['#3b4a7a', '#c77d5a', '#f4b860', '#fde7a7'],
    land: '#2a1d1a',
    body: 'sun',
  },
  {
    name: 'Peach Dawn',
    time: 'Dawn',
    stops: ['#27346a', '#b86b8f', '#f7a072', '#ffd9a0'],
    land: '#1e1b3a',
    body: 'sun',
  },
  {
    name: 'Clear Noon',
    time: 'Day',
    stops: ['#2f6fb5', '#5d9fd8', '#a9d3ee', '#e4f3f8'],
    land: '#1d3b35',
    body: 'sun',
  },
  {
    name: 'Hazy Noon',
    time: 'Day',
    stops: ['#6f9ac3', '#a3c3dc', '#d6e4ea', '#f1efe6'],
    land: '#34463f',
    body: 'sun',
  },
  {
    name: 'Rose Dusk',
    time: 'Dusk',
    stops: ['#221543', '#6b2d6b', '#d1547a', '#f9a26c'],
    land: '#140c22',
    body: 'sun',
  },
  {
    name: 'Amber Dusk',
    time: 'Dusk',
    stops: ['#1d2547', '#8a3b3b', '#e8773d', '#fcd06b'],
    land: '#1a1114',
    body: 'sun',
  },
  {
    name: 'Blue Hour',
    time: 'Dusk',
    stops: ['#0d1b3d', '#27407a', '#6a7fc1', '#c3b6e0'],
    land: '#0a1124',
    body: 'moon',
  },
  {
    name: 'Deep Night',
    time: 'Night',
    stops: ['#03050f', '#0a1230', '#1a2656', '#2f3f78'],
    land: '#020309',
    body: 'moon',
  },
  {
    name: 'Aurora Night',
    time: 'Night',
    stops: ['#040a18', '#0b2a3a', '#1f6f6b', '#7fd1ae'],
    land: '#02070b',
    body: 'moon',
  },
]

/**
 * Layered mountains under a sky: far ridges fade into the horizon's colour, near ones darken
 * towards the land, with a sun or a moon (and stars at night), mist between the ridges and pines
 * on the nearest one now and then.
 */
export const landscape: ArtStyle = (random, canvas) => {
  const { width: w, height: h } = canvas
  const sky = random.pick(SKIES)
  const ridges = random.weighted([
    [3, 1],
    [4, 3],
    [5, 3],
    [6, 2],
    [7, 1],
  ] as const)
  const pines = random.chance(0.35)
  const horizon = sky.stops.at(-1) ?? '#ffffff'
  const parts: string[] = [skyOf(sky, canvas)]
  if (sky.body === 'moon') parts.push(stars(random, canvas))
  const body = celestial(random, sky, canvas)
  parts.push(body.svg)
  for (let i = 0; i < ridges; i++) {
    const depth = i / Math.max(1, ridges - 1)
    // Far ridges are high, jagged mountains in the haze; near ones low, rolling and dark.
    const base = h * (0.5 + 0.42 * depth) + random.range(-0.03, 0.03) * h
    const amplitude = h * (0.24 - 0.16 * depth) * random.range(0.75, 1.2)
    const line = ridgeLine(random, w, base, amplitude, 2.6 - depth * 1.6)
    const colour = mix(mix(horizon, sky.land, 0.25), sky.land, depth ** 0.7)
    const points = line.map(([x, y]) => `${num(x)},${num(y)}`).join(' L')
    parts.push(`<path d="M0,${h} L${points} L${w},${h} Z" fill="${colour}"/>`)
    if (pines && i === ridges - 1) parts.push(pinesOn(random, line, colour, h))
    if (i < ridges - 1) parts.push(mist(horizon, base, h, 0.1 + 0.1 * (1 - depth)))
  }
  return {
    kind: 'svg',
    svg: svgOf(canvas, parts.join('')),
    traits: [
      { trait_type: 'Sky', value: sky.name },
      { trait_type: 'Time', value: sky.time },
      { trait_type: 'Celestial', value: body.name },
      { trait_type: 'Ridges', value: String(ridges) },
      { trait_type: 'Trees', value: pines ? 'Pines' : 'None' },
    ],
  }
}

function skyOf(sky: Sky, { width, height }: { width: number; height: number }): string {
  const stops = sky.stops
    .map((c, i) => `<stop offset="${num((i / (sky.stops.length - 1)) * 0.85)}" stop-color="${c}"/>`)
    .join('')
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`
}

function stars(random: Random, { width, height }: { width: number; height: number }): string {
  const count = random.int(70, 160)
  let svg = ''
  for (let i = 0; i < count; i++) {
    const r =
      random.weighted([
        [0.8, 6],
        [1.3, 3],
        [2, 1],
      ] as const) *
      (width / 1024)
    const opacity = num(random.range(0.35, 1))
    svg += `<circle cx="${num(random.range(0, width))}" cy="${num(random.next() ** 1.6 * height * 0.6)}" r="${num(r)}" fill="#fff" opacity="${opacity}"/>`
  }
  return svg
}

/** The sun or the moon, with a soft glow; its name is the Celestial trait. */
function celestial(random: Random, sky: Sky, { width, height }: { width: number; height: number }) {
  const size = Math.min(width, height)
  const x = random.range(0.15, 0.85) * width
  const y = random.range(sky.time === 'Day' ? 0.12 : 0.22, 0.42) * height
  const r = random.range(0.045, 0.085) * size
  const glow = `<defs><radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 4)}" fill="url(#glow)"/>`
  if (sky.body === 'sun') {
    const colour = sky.time === 'Day' ? '#fffbea' : mix(sky.stops.at(-1) ?? '#fff', '#ffffff', 0.45)
    return {
      name: 'Sun',
      svg: `${glow}<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${colour}"/>`,
    }
  }
  const crescent = random.chance(0.5)
  const moon = `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.8)}" fill="#f4f1e1"/>`
  if (!crescent) return { name: 'Full Moon', svg: glow + moon }
  // The shadow is cut out of the moon (a mask), so the sky shows through whatever its colour there.
  const shadow = `<mask id="phase"><rect width="100%" height="100%" fill="#fff"/><circle cx="${num(x + r * 0.38)}" cy="${num(y - r * 0.18)}" r="${num(r * 0.72)}" fill="#000"/></mask>`
  return { name: 'Crescent Moon', svg: `${glow}<defs>${shadow}</defs><g mask="url(#phase)">${moon}</g>` }
}

/**
 * A ridge's outline across the width: octaves of smoothed random heights (1-D value noise), the
 * finer ones weaker, so the profile reads as mountains rather than noise.
 */
function ridgeLine(random: Random, width: number, base: number, amplitude: number, roughness: number) {
  const octaves = [2, 5, 11, 23].map((knots, o) => ({
    knots: Array.from({ length: Math.ceil(knots * roughness) + 2 }, () => random.range(-1, 1)),
    weight: 0.55 ** o,
  }))
  const total = octaves.reduce((sum, o) => sum + o.weight, 0)
  const step = width / 160
  const points: [number, number][] = []
  for (let x = 0; x <= width + step / 2; x += step) {
    let height = 0
    for (const { knots, weight } of octaves) {
      const at = (x / width) * (knots.length - 2)
      const i = Math.floor(at)
      const t = at - i
      const eased = t * t * (3 - 2 * t)
      height += weight * ((knots[i] ?? 0) * (1 - eased) + (knots[i + 1] ?? 0) * eased)
    }
    points.push([x, base - (height / total) * amplitude])
  }
  return points
}

function mist(colour: string, y: number, height: number, opacity: number): string {
  const id = `mist${Math.round(y)}`
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.6" stop-color="${colour}" stop-opacity="${num(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs><rect x="0" y="${num(y - height * 0.1)}" width="100%" height="${num(height * 0.16)}" fill="url(#${id})"/>`
}

/** Pine silhouettes standing on the ridge line, in its own colour. */
function pinesOn(random: Random, line: [number, number][], colour: string, height: number): string {
  let svg = ''
  for (const [x, y] of line) {
    if (!random.chance(0.3)) continue
    const tall = random.range(0.03, 0.07) * height
    const half = tall * 0.28
    svg += `<path d="M${num(x)},${num(y - tall)} L${num(x + half)},${num(y + 2)} L${num(x - half)},${num(y + 2)} Z" fill="${colour}"/>`
  }
  return svg
}
