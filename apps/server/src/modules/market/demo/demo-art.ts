import { join } from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import type { Config } from '../../../platform/config/config.ts'
import { storageOf } from '../../../platform/uploads/storage-of.ts'
import { storeUpload } from '../../../platform/uploads/store-upload.ts'

const SIZE = 600

/** A generated picture: a two-colour gradient with circles placed by the seed, as an SVG. */
function artSvg(seed: number): string {
  const hue = (seed * 67) % 360
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 131) % SIZE
    const y = (seed * 53 + i * 211) % SIZE
    const r = 40 + ((seed + i * 37) % 120)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 40) % 360},80%,60%)" opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 150) % 360},70%,55%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`
}

/**
 * Renders demo art to PNG and stores it through the real upload pipeline (content checks,
 * content-addressed key, thumbnail) into the configured storage, as an upload by a person would be.
 */
export async function storeDemoArt(
  config: Config,
  seed: number,
): Promise<{ url: string; thumbnail: string }> {
  const png = await sharp(Buffer.from(artSvg(seed)))
    .png()
    .toBuffer()
  const storage = storageOf(config)
  const limits = { image: config.upload.maxImageBytes, video: undefined }
  const stored = await storeUpload(Readable.from(png), limits, {
    storage,
    tmpDir: join(config.dataDir, 'tmp'),
  })
  return { url: stored.url, thumbnail: stored.thumbnail ?? stored.url }
}
