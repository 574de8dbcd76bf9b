import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import sharp from 'sharp'
import { extensionOf } from './media-types.ts'
import { probeVideo } from './probe-video.ts'
import { type Limits, receiveFile, unsupported } from './receive.ts'
import type { FileStorage } from './storage.ts'

/** The answer of the upload calls. `type` is the MIME type found in the content. */
export type UploadResult = {
  url: string
  thumbnail: string | null
  width: number | null
  height: number | null
  type: string
  size: number
}

/** Thumbnails are 300 px wide (spec 001 §9), never enlarged. */
const THUMBNAIL_WIDTH = 300

/**
 * Receives one file, checks it (images decoded by sharp, videos parsed by their container parser),
 * and stores it under `yyyy/mm/<sha256>.<ext>` with a WebP thumbnail for images. Nothing reaches
 * the storage unless every check passed.
 */
export async function storeUpload(
  source: Readable,
  limits: Limits,
  deps: { storage: FileStorage; tmpDir: string },
  now = new Date(),
): Promise<UploadResult> {
  await mkdir(deps.tmpDir, { recursive: true })
  const local = join(deps.tmpDir, randomUUID())
  const thumbLocal = `${local}.thumb.webp`
  try {
    const file = await receiveFile(source, local, limits)
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    const key = `${month}/${file.sha256}.${extensionOf(file.mime)}`
    const result: UploadResult = {
      url: deps.storage.url(key),
      thumbnail: null,
      width: null,
      height: null,
      type: file.mime,
      size: file.size,
    }

    if (file.kind === 'video') {
      const video = await probeVideo(local, file.mime)
      Object.assign(result, { width: video.width, height: video.height })
    }
    if (file.kind === 'image') {
      const image = await imageFacts(local, thumbLocal)
      const thumbKey = `${month}/${file.sha256}.thumb.webp`
      await deps.storage.put(thumbKey, thumbLocal, 'image/webp')
      Object.assign(result, {
        width: image.width,
        height: image.height,
        thumbnail: deps.storage.url(thumbKey),
      })
    }
    await deps.storage.put(key, local, file.mime)
    return result
  } finally {
    await Promise.all([rm(local, { force: true }), rm(thumbLocal, { force: true })])
  }
}

/** Display size (EXIF orientation applied, first frame of an animation) and the thumbnail file. */
async function imageFacts(file: string, thumbnail: string): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(file).metadata()
    await sharp(file)
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp()
      .toFile(thumbnail)
    // Animations have no EXIF orientation; their size is one frame's.
    return { width: meta.autoOrient.width, height: meta.pageHeight ?? meta.autoOrient.height }
  } catch {
    throw unsupported('The image cannot be decoded')
  }
}
