import sharp from 'sharp'
import type { Artwork, Canvas } from './artwork.ts'

/**
 * Encodes a piece at the canvas size: pixel art as PNG (flat colours compress to a few KB, and stay
 * exact), vector art as a high-quality WebP (gradients and many curves make PNGs of a megabyte).
 */
export async function renderArtwork(art: Artwork, canvas: Canvas): Promise<Buffer> {
  if (art.kind === 'pixels') {
    const { width, height, rgb } = art.grid
    return sharp(rgb, { raw: { width, height, channels: 3 } })
      .resize(canvas.width, canvas.height, { kernel: 'nearest', fit: 'fill' })
      .png()
      .toBuffer()
  }
  return sharp(Buffer.from(art.svg)).webp({ quality: 90 }).toBuffer()
}
