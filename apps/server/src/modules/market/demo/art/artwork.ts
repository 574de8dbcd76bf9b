import type { Random } from './random.ts'

/** A property of a piece, as an item's `properties` take it (the rarity panel counts them). */
export type Trait = { trait_type: string; value: string }

export type Canvas = { width: number; height: number }

/**
 * A generated picture before it is encoded: vector art as SVG text drawn at the canvas size, or
 * pixel art as a small RGB grid that is scaled up without smoothing so its pixels stay crisp.
 */
export type Artwork =
  | { kind: 'svg'; svg: string; traits: Trait[] }
  | { kind: 'pixels'; grid: PixelGrid; traits: Trait[] }

export type PixelGrid = { width: number; height: number; rgb: Uint8Array }

/** A style: a piece from a seed's randomness, for a canvas (square art, a wide banner). */
export type ArtStyle = (random: Random, canvas: Canvas) => Artwork

/** An `<svg>` of the canvas size around `body`. */
export function svgOf(canvas: Canvas, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${body}</svg>`
}

/** Coordinates in SVG text: one decimal is finer than a pixel and keeps the text short. */
export const num = (n: number) => String(Math.round(n * 10) / 10)
