import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Config } from '../../../platform/config/config.ts'
import { storageOf } from '../../../platform/uploads/storage-of.ts'
import { storeUpload } from '../../../platform/uploads/store-upload.ts'
import type { Canvas, Trait } from './art/artwork.ts'
import { type ArtStyleName, drawArt } from './art/styles.ts'

export type StoredArt = { url: string; thumbnail: string; traits: Trait[] }

/**
 * Draws a piece and stores it through the real upload pipeline (content checks, content-addressed
 * key, 300 and 600 px WebP thumbnails) into the configured storage, as a person's upload would be.
 */
export async function storeArt(
  config: Config,
  style: ArtStyleName,
  seed: string,
  canvas: Canvas,
): Promise<StoredArt> {
  const { image, traits } = await drawArt(style, seed, canvas)
  const stored = await storeUpload(
    Readable.from(image),
    { image: config.upload.maxImageBytes, video: undefined },
    { storage: storageOf(config), tmpDir: join(config.dataDir, 'tmp') },
  )
  return { url: stored.url, thumbnail: stored.thumbnail ?? stored.url, traits }
}
