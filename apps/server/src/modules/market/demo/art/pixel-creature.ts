import type { ArtStyle, Trait } from './artwork.ts'
import { mix } from './color.ts'
import { Pixels } from './pixel-grid.ts'
import type { Random } from './random.ts'

/** A creature fills 12 × 12 cells of a 16-cell grid (64 px cells at 1024). */
const SIDE = 16
const BODY = 12
const MARGIN = (SIDE - BODY) / 2

const SPECIES = [
  ['Slime', '#6cc551', 4],
  ['Ember', '#f2643d', 3],
  ['Frost', '#5fb7e8', 3],
  ['Shade', '#7d5bbe', 2],
  ['Sand', '#d9b35b', 3],
  ['Coral', '#f07aa0', 2],
  ['Gold', '#ffd23f', 1],
] as const
const GROUNDS = ['#1e2233', '#2a1f33', '#1f2e2b', '#2f2a22', '#f2ead8'] as const

/**
 * Dungeon creatures in the manner of the classic random sprite makers: a body grown cell by cell
 * inside a round envelope, mirrored, lit from above, with eyes, horns, legs and markings.
 * A wide canvas gets a row of them.
 */
export const pixelCreature: ArtStyle = (random, canvas) => {
  const count = Math.max(1, Math.round(canvas.width / canvas.height))
  const ground = random.pick(GROUNDS)
  const row = new Pixels(SIDE * count, SIDE)
  let traits: Trait[] = []
  for (let i = 0; i < count; i++) {
    const creature = drawCreature(i === 0 ? random : random.fork(`creature ${i}`))
    row.paste(creature.pixels, i * SIDE + MARGIN, MARGIN)
    if (i === 0) traits = creature.traits
  }
  return { kind: 'pixels', grid: row.toGrid(ground), traits }
}

function drawCreature(random: Random) {
  const [species, colour] = random.weighted(SPECIES.map((s) => [s, s[2]] as const))
  const eyes = random.weighted([
    ['Two', 6],
    ['One', 2],
    ['Three', 1],
  ] as const)
  const horns = random.chance(0.35)
  const legs = random.weighted([
    ['Two', 4],
    ['Four', 3],
    ['None', 2],
  ] as const)
  const marking = random.weighted([
    ['Plain', 4],
    ['Spots', 3],
    ['Belly', 3],
  ] as const)
  const p = new Pixels(BODY, BODY)
  const half = BODY / 2
  // The body: each cell of the left half filled with a chance that falls off from the centre.
  for (let y = 1; y < BODY - 2; y++)
    for (let x = 0; x < half; x++) {
      const dx = (half - 0.5 - x) / half
      const dy = (y - 5) / 5
      const chance = 1.15 - Math.sqrt(dx * dx * 1.3 + dy * dy)
      if (random.next() < chance) {
        const lit = mix(colour, y < 5 ? '#ffffff' : '#000000', Math.abs(y - 5) * 0.06)
        p.set(x, y, lit)
        p.set(BODY - 1 - x, y, lit)
      }
    }
  const dark = mix(colour, '#000000', 0.35)
  if (marking === 'Belly') p.rect(half - 2, 6, half + 1, 8, mix(colour, '#ffffff', 0.45))
  if (marking === 'Spots')
    for (let i = 0; i < 3; i++) {
      const x = random.int(1, half - 1)
      const y = random.int(2, 8)
      if (p.get(x, y)) {
        p.set(x, y, dark)
        p.set(BODY - 1 - x, y, dark)
      }
    }
  if (horns) {
    p.set(half - 3, 0, '#f4f1e1')
    p.set(half + 2, 0, '#f4f1e1')
    p.set(half - 3, 1, '#f4f1e1')
    p.set(half + 2, 1, '#f4f1e1')
  }
  if (legs !== 'None') {
    const feet = legs === 'Two' ? [half - 2] : [half - 4, half - 2]
    for (const x of feet) {
      p.rect(x, BODY - 2, x, BODY - 1, dark)
      p.rect(BODY - 1 - x, BODY - 2, BODY - 1 - x, BODY - 1, dark)
    }
  }
  const eyeXs =
    eyes === 'One' ? [half - 1] : eyes === 'Two' ? [half - 3, half + 1] : [half - 4, half - 1, half + 2]
  for (const x of eyeXs) {
    p.rect(x, 4, x + 1, 4, '#ffffff')
    p.set(x + (eyes === 'One' ? 1 : x < half ? 1 : 0), 4, '#14121c')
    p.rect(x, 3, x + 1, 3, p.get(x, 3) ?? colour)
  }
  p.outline('#0d0b12')
  const traits: Trait[] = [
    { trait_type: 'Species', value: species },
    { trait_type: 'Eyes', value: eyes },
    { trait_type: 'Horns', value: horns ? 'Yes' : 'No' },
    { trait_type: 'Legs', value: legs },
    { trait_type: 'Marking', value: marking },
  ]
  return { pixels: p, traits }
}
