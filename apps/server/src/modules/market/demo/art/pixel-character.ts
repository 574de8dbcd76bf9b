import type { ArtStyle, Trait } from './artwork.ts'
import { mix } from './color.ts'
import { Pixels } from './pixel-grid.ts'
import type { Random } from './random.ts'

/** Side of a character's grid; 24 cells, as the classic pixel portraits. */
const SIDE = 24
/** Cells mirror around the grid's middle (between columns 11 and 12). */
const mirrorX = (x: number) => SIDE - 1 - x

const BACKGROUNDS = [
  ['Sky', '#9fc9eb', 3],
  ['Mint', '#a8e0c5', 3],
  ['Peach', '#f6c1a0', 3],
  ['Lilac', '#c9b6e4', 3],
  ['Butter', '#f3e19a', 2],
  ['Slate', '#6c7a89', 2],
  ['Coral', '#f08a7e', 1],
] as const
const SKINS = [
  ['Porcelain', '#f5d7c4', 4],
  ['Sand', '#e8b98f', 4],
  ['Honey', '#c98b5b', 4],
  ['Umber', '#8d5a3b', 3],
  ['Ebony', '#5a3825', 3],
  ['Alien', '#9bd67a', 1],
  ['Zombie', '#8fa98a', 1],
] as const
const HAIR_COLOURS = [
  ['Black', '#1f1a17', 4],
  ['Chestnut', '#5b3a24', 4],
  ['Auburn', '#9a3b22', 3],
  ['Blonde', '#e2c068', 3],
  ['Silver', '#c7c9cc', 2],
  ['Pink', '#f06fa8', 1],
  ['Teal', '#2bb3a3', 1],
] as const
const CLOTHES = [
  ['Hoodie', '#3f5fa8', 4],
  ['Tee', '#f4f1ea', 3],
  ['Jacket', '#2f2f35', 3],
  ['Sweater', '#c0473f', 2],
  ['Overalls', '#4c7a5a', 1],
] as const
const HAIRSTYLES = [
  ['Short', 5],
  ['Long', 4],
  ['Bun', 2],
  ['Mohawk', 1],
  ['Curly', 3],
  ['Cap', 2],
  ['Beanie', 2],
  ['Bald', 1],
] as const
const ACCESSORIES = [
  ['None', 8],
  ['Glasses', 3],
  ['Shades', 2],
  ['Earring', 2],
  ['Freckles', 2],
  ['Headphones', 1],
] as const
const EYES = [
  ['Bright', 6],
  ['Sleepy', 3],
  ['Wide', 2],
  ['Closed', 1],
] as const
const MOUTHS = [
  ['Smile', 5],
  ['Flat', 3],
  ['Grin', 2],
  ['Smirk', 2],
] as const

const OUTLINE = '#1b1622'

/**
 * Pixel portraits: head, hair, eyes, mouth and clothes drawn on a 24 × 24 grid, mirrored down the
 * middle with a few one-sided details (an earring, a smirk), outlined, each choice a trait. A wide
 * canvas gets a line-up of several portraits side by side.
 */
export const pixelCharacter: ArtStyle = (random, canvas) => {
  const count = Math.max(1, Math.round(canvas.width / canvas.height))
  const lineup = new Pixels(SIDE * count, SIDE)
  let traits: Trait[] = []
  for (let i = 0; i < count; i++) {
    const portrait = drawPortrait(i === 0 ? random : random.fork(`portrait ${i}`))
    lineup.paste(portrait.pixels, i * SIDE, 0)
    if (i === 0) traits = portrait.traits
  }
  return { kind: 'pixels', grid: lineup.toGrid('#000000'), traits }
}

function drawPortrait(random: Random) {
  // Each list's last number is its weight: a rare skin or accessory stays rare in the collection.
  const choose = <T extends readonly (string | number)[]>(list: readonly T[]): T =>
    random.weighted(list.map((entry) => [entry, Number(entry.at(-1))] as const))
  const [background, ground] = choose(BACKGROUNDS)
  const [skinName, skin] = choose(SKINS)
  const [hairColourName, hairColour] = choose(HAIR_COLOURS)
  const [clothesName, clothes] = choose(CLOTHES)
  const [hair] = choose(HAIRSTYLES)
  const [accessory] = choose(ACCESSORIES)
  const [eyes] = choose(EYES)
  const [mouth] = choose(MOUTHS)
  const shade = mix(skin, '#000000', 0.22)

  const p = new Pixels(SIDE, SIDE)
  const sym = (x: number, y: number, colour: string | undefined) => {
    p.set(x, y, colour)
    p.set(mirrorX(x), y, colour)
  }
  const symRect = (x0: number, y0: number, x1: number, y1: number, colour: string | undefined) => {
    p.rect(x0, y0, x1, y1, colour)
    p.rect(mirrorX(x1), y0, mirrorX(x0), y1, colour)
  }
  // Shoulders and neck, then the head: rounded at the top, narrowing to the chin.
  symRect(4, 21, 11, 23, clothes)
  symRect(6, 20, 11, 20, clothes)
  symRect(10, 18, 11, 19, shade)
  symRect(7, 6, 11, 15, skin)
  symRect(8, 16, 11, 16, skin)
  symRect(9, 17, 11, 17, skin)
  sym(7, 6, undefined)
  sym(6, 11, skin)
  sym(6, 12, skin)
  if (clothesName === 'Hoodie') symRect(5, 19, 8, 20, clothes)
  if (clothesName === 'Overalls') symRect(8, 21, 8, 23, '#d9c9a3')

  drawEyes(sym, eyes, skin)
  sym(11, 13, shade)
  drawMouth(p, sym, mouth)
  drawHair(p, sym, symRect, hair, hairColour, random)
  drawAccessory(p, sym, symRect, accessory, skin)

  p.outline(OUTLINE)
  p.fillGround(ground)
  const traits: Trait[] = [
    { trait_type: 'Background', value: background },
    { trait_type: 'Skin', value: skinName },
    { trait_type: 'Hair', value: hair },
    ...(hair === 'Bald' ? [] : [{ trait_type: 'Hair Colour', value: hairColourName }]),
    { trait_type: 'Eyes', value: eyes },
    { trait_type: 'Mouth', value: mouth },
    { trait_type: 'Clothes', value: clothesName },
    { trait_type: 'Accessory', value: accessory },
  ]
  return { pixels: p, traits }
}

type Sym = (x: number, y: number, colour: string | undefined) => void
type SymRect = (x0: number, y0: number, x1: number, y1: number, colour: string | undefined) => void

const symRow = (sym: Sym, x0: number, x1: number, y: number, colour: string) => {
  for (let x = x0; x <= x1; x++) sym(x, y, colour)
}

function drawEyes(sym: Sym, eyes: string, skin: string) {
  const white = '#ffffff'
  const pupil = '#1b1622'
  if (eyes === 'Closed') return symRow(sym, 9, 10, 11, pupil)
  sym(9, 11, white)
  sym(10, 11, pupil)
  if (eyes === 'Wide') symRow(sym, 9, 10, 10, white)
  if (eyes === 'Sleepy') symRow(sym, 9, 10, 10, mix(skin, '#000000', 0.35))
}

function drawMouth(p: Pixels, sym: Sym, mouth: string) {
  const lips = '#8c2f39'
  switch (mouth) {
    case 'Smirk':
      p.rect(11, 15, 13, 15, lips)
      p.set(14, 14, lips)
      return
    case 'Smile':
      sym(11, 15, lips)
      sym(10, 14, lips)
      return
    case 'Grin':
      symRow(sym, 10, 11, 15, '#ffffff')
      symRow(sym, 10, 11, 16, lips)
      sym(9, 15, lips)
      return
    default:
      symRow(sym, 10, 11, 15, lips)
  }
}

function drawHair(p: Pixels, sym: Sym, symRect: SymRect, hair: string, colour: string, random: Random) {
  switch (hair) {
    case 'Short':
      symRect(7, 4, 11, 6, colour)
      symRect(7, 7, 7, 9, colour)
      return
    case 'Long':
      symRect(7, 4, 11, 6, colour)
      symRect(6, 6, 7, 18, colour)
      sym(6, 11, colour)
      return
    case 'Bun':
      symRect(7, 4, 11, 6, colour)
      symRect(10, 1, 11, 3, colour)
      sym(7, 7, colour)
      return
    case 'Mohawk':
      symRect(11, 0, 11, 6, colour)
      return
    case 'Curly':
      symRect(6, 3, 11, 7, colour)
      symRect(6, 8, 6, 10, colour)
      // Ragged curls along the top edge, mirrored so the head stays even.
      for (let x = 6; x <= 11; x += 2) sym(x, 2, random.chance(0.7) ? colour : undefined)
      return
    case 'Cap':
      symRect(7, 3, 11, 6, colour)
      p.rect(16, 7, 19, 7, colour)
      p.rect(7, 7, 16, 7, mix(colour, '#000000', 0.3))
      return
    case 'Beanie':
      symRect(7, 2, 11, 7, colour)
      symRect(7, 6, 11, 6, mix(colour, '#ffffff', 0.4))
      sym(11, 1, '#ffffff')
      return
  }
}

function drawAccessory(p: Pixels, sym: Sym, symRect: SymRect, accessory: string, skin: string) {
  switch (accessory) {
    case 'Glasses':
      symRect(8, 10, 10, 10, '#2b2b2b')
      sym(8, 11, '#2b2b2b')
      symRect(8, 12, 10, 12, '#2b2b2b')
      sym(11, 11, '#2b2b2b')
      return
    case 'Shades':
      symRect(8, 11, 11, 11, '#111111')
      symRect(9, 12, 10, 12, '#111111')
      sym(9, 11, '#3d4f7a')
      return
    case 'Earring':
      p.set(6, 13, '#f2c94c')
      return
    case 'Freckles':
      sym(8, 12, mix(skin, '#8b4513', 0.4))
      sym(9, 13, mix(skin, '#8b4513', 0.4))
      return
    case 'Headphones':
      symRect(6, 10, 6, 13, '#d6414d')
      symRect(7, 3, 11, 3, '#d6414d')
      symRect(6, 4, 6, 9, '#d6414d')
      return
  }
}
