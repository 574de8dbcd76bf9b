import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ART_STYLES, type ArtStyleName, CANVAS, drawArt } from './styles.ts'

const STYLES = Object.keys(ART_STYLES) as ArtStyleName[]
const SMALL = { width: 128, height: 128 }
const digest = (image: Buffer) => createHash('sha256').update(image).digest('hex')

/** The decoded pixels of an encoded image, so pictures are compared, not encoder bytes. */
async function pixelsOf(image: Buffer) {
  return digest(await sharp(image).removeAlpha().raw().toBuffer())
}

describe('the demo art styles', () => {
  it.each(STYLES)('%s draws the same picture and traits for the same seed', async (style) => {
    const [a, b] = [await drawArt(style, 'seed-1', SMALL), await drawArt(style, 'seed-1', SMALL)]
    expect(await pixelsOf(a.image)).toBe(await pixelsOf(b.image))
    expect(a.traits).toEqual(b.traits)
    expect(a.traits.length).toBeGreaterThanOrEqual(3)
    expect(a.traits.every((t) => t.trait_type !== '' && t.value !== '')).toBe(true)
  })

  it('draws a different picture for each seed and each style', async () => {
    const pictures = await Promise.all(
      STYLES.flatMap((style) => ['seed-1', 'seed-2', 'seed-3'].map((seed) => drawArt(style, seed, SMALL))),
    )
    const distinct = new Set(await Promise.all(pictures.map((p) => pixelsOf(p.image))))
    expect(distinct.size).toBe(STYLES.length * 3)
  })

  it.each(STYLES)('%s renders at the size asked: 1024 px art, a wide banner', async (style) => {
    for (const canvas of [CANVAS.art, CANVAS.banner]) {
      const { image } = await drawArt(style, 'size', canvas)
      const meta = await sharp(image).metadata()
      expect([meta.width, meta.height]).toEqual([canvas.width, canvas.height])
      expect(['png', 'webp']).toContain(meta.format)
    }
  })

  it('keeps pixel art crisp: every scaled-up pixel is one flat colour', async () => {
    const { image } = await drawArt('pixel-character', 'crisp', CANVAS.art)
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
    // Smoothing would blend neighbouring cells into hundreds of colours; a portrait has a dozen or so.
    const colours = new Set<string>()
    for (let y = 0; y < info.height; y += 7)
      for (let x = 0; x < info.width; x += 7) {
        const i = (y * info.width + x) * info.channels
        colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`)
      }
    expect(colours.size).toBeLessThan(24)
  })
})
