import type { ArtStyle, Canvas, Trait } from './artwork.ts'
import { bauhaus } from './bauhaus.ts'
import { flowField } from './flow-field.ts'
import { landscape } from './landscape.ts'
import { pixelCharacter } from './pixel-character.ts'
import { pixelCreature } from './pixel-creature.ts'
import { randomOf } from './random.ts'
import { renderArtwork } from './render.ts'
import { truchet } from './truchet.ts'

/** The demo world's art styles, by the name its collections use. */
export const ART_STYLES = {
  'pixel-character': pixelCharacter,
  'pixel-creature': pixelCreature,
  landscape,
  bauhaus,
  truchet,
  'flow-field': flowField,
} satisfies Record<string, ArtStyle>

export type ArtStyleName = keyof typeof ART_STYLES

/** Item art is 1024 px square; a collection's banner is wide, its cover and a member's avatar square. */
export const CANVAS = {
  art: { width: 1024, height: 1024 },
  banner: { width: 1800, height: 360 },
  cover: { width: 512, height: 512 },
} as const satisfies Record<string, Canvas>

/** A piece of `style` for `seed`, encoded (PNG or WebP) at the canvas size, and its traits. */
export async function drawArt(
  style: ArtStyleName,
  seed: string,
  canvas: Canvas,
): Promise<{ image: Buffer; traits: Trait[] }> {
  const art = ART_STYLES[style](randomOf(seed), canvas)
  return { image: await renderArtwork(art, canvas), traits: art.traits }
}
