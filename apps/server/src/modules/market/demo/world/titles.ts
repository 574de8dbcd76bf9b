import type { Trait } from '../art/artwork.ts'
import type { Random } from '../art/random.ts'
import type { ArtStyleName } from '../art/styles.ts'
import {
  BEASTS,
  COUNTS,
  DUNGEONS,
  FIRST_NAMES,
  JOBS,
  MOODS,
  nth,
  PLACES,
  PLANTS,
  TOWNS,
  WHEN,
  WINDS,
} from './words.ts'

/** A piece's title and description, made from its traits and a few seeded words. */
export type Words = { name: string; description: string }
type Titler = (random: Random, piece: { number: number; total: number; traits: Trait[] }) => Words

/** Bauhaus motifs as a title names them. */
const PLURALS: Record<string, string> = {
  Quarter: 'Quarters',
  Half: 'Halves',
  Circle: 'Circles',
  Square: 'Squares',
  Triangle: 'Triangles',
  Stripes: 'Stripes',
  Ring: 'Rings',
}

const traitOf = (traits: Trait[], type: string) => traits.find((t) => t.trait_type === type)?.value ?? ''
const lower = (text: string) => text.toLowerCase()

export const TITLES: Record<ArtStyleName, Titler> = {
  'pixel-character': (random, { number, total, traits }) => {
    const name = nth(FIRST_NAMES, number)
    const hair = traitOf(traits, 'Hair')
    const look =
      hair === 'Bald' ? 'bald as an egg' : `${lower(traitOf(traits, 'Hair Colour'))} ${lower(hair)} hair`
    const extra = traitOf(traits, 'Accessory')
    return {
      name: `${name} #${number}`,
      description: `${name}, ${random.pick(JOBS)} from ${random.pick(TOWNS)}: ${look}${extra === 'None' ? '' : `, ${lower(extra)}`}, a ${lower(traitOf(traits, 'Clothes'))} worn most days. One of ${total} portraits drawn on a 24 × 24 grid.`,
    }
  },
  landscape: (_random, { number, traits }) => {
    const place = nth(PLACES, number)
    const ridges = COUNTS[Number(traitOf(traits, 'Ridges'))] ?? 'Many'
    const trees = traitOf(traits, 'Trees') === 'Pines' ? ' Pines stand on the nearest ridge.' : ''
    return {
      name: `${place} ${WHEN[traitOf(traits, 'Time')] ?? ''}`.trim(),
      description: `${ridges} ridges fold into a ${lower(traitOf(traits, 'Sky'))} sky, the ${lower(traitOf(traits, 'Celestial'))} low over ${place}.${trees} Drawn far to near, each ridge darker and sharper than the one behind it.`,
    }
  },
  bauhaus: (_random, { number, traits }) => {
    const motifs = PLURALS[traitOf(traits, 'Motif')] ?? 'Forms'
    return {
      name: `Study ${number} · ${motifs}`,
      description: `A ${traitOf(traits, 'Grid')} grid in the ${traitOf(traits, 'Palette')} palette, mostly ${lower(motifs)}. Flat colour, ruler and compass, nothing else: after the Weimar workshop posters.`,
    }
  },
  truchet: (_random, { number, traits }) => {
    const plant = nth(PLANTS, number)
    return {
      name: `Loop ${String(number).padStart(2, '0')} · ${plant}`,
      description: `Sleeve for loop no. ${number}, “${plant}”: ${lower(traitOf(traits, 'Tiles'))} on a ${traitOf(traits, 'Grid')} grid in ${traitOf(traits, 'Palette')}, every tile turned by chance until the paths join up. Each edition comes with the loop.`,
    }
  },
  'flow-field': (_random, { number, traits }) => ({
    name: `Drift ${number}: ${nth(WINDS, number)}`,
    description: `${traitOf(traits, 'Density')} ${lower(traitOf(traits, 'Line'))} strokes follow a ${lower(traitOf(traits, 'Turbulence'))} noise field in the ${traitOf(traits, 'Palette')} palette. Every line starts at a random point and goes where the field sends it.`,
  }),
  'pixel-creature': (random, { traits }) => {
    const beast = `${traitOf(traits, 'Species')} ${random.pick(BEASTS)}`
    const level = random.int(1, 30)
    return {
      name: `${random.pick(MOODS)} ${beast}`,
      description: `Level ${level} ${lower(beast)}, found in ${random.pick(DUNGEONS)}. HP ${level * 7 + random.int(5, 20)} · ATK ${random.int(2, 9) + Math.floor(level / 3)}. Drops a key now and then; never the one you need.`,
    }
  },
}
