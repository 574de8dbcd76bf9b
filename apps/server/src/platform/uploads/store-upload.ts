import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { THUMBNAIL_WIDTHS, thumbnailPath } from '@kid/shared/market/thumbnails'
import sharp from 'sharp'
import { extensionOf } from './media-types.ts'
import { probeVideo } from './probe-video.ts'
import { type Limits, receiveFile, unsupported } from './receive.ts'
import type { FileStorage } from './storage.ts'

/**
 * The answer of the upload calls. `type` is the MIME type found in the content; `thumbnail` is the
 * 300 px one, its 600 px copy is found from it (`@kid/shared/market/thumbnails`).
 */
export type UploadResult = {
  url: string
  thumbnail: string | null
  width: number | null
  height: number | null
  type: string
  size: number
}

/**
 * Receives one file, checks it (images decoded by sharp, videos parsed by their container parser),
 * and stores it under `yyyy/mm/<sha256>.<ext>` with WebP thumbnails for images. Nothing reaches
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
  const thumbsLocal = THUMBNAIL_WIDTHS.map((width) => ({ width, file: thumbnailPath(local, width) }))
  try {
    const file = await receiveFile(source, local, limits)
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    const base = `${month}/${file.sha256}`
    const key = `${base}.${extensionOf(file.mime)}`
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
      const image = await imageFacts(local, thumbsLocal)
      await Promise.all(
        thumbsLocal.map((t) => deps.storage.put(thumbnailPath(base, t.width), t.file, 'image/webp')),
      )
      Object.assign(result, {
        width: image.width,
        height: image.height,
        thumbnail: deps.storage.url(thumbnailPath(base, 300)),
      })
    }
    await deps.storage.put(key, local, file.mime)
    return result
  } finally {
    await Promise.all([local, ...thumbsLocal.map((t) => t.file)].map((f) => rm(f, { force: true })))
  }
}

/** Display size (EXIF orientation applied, first frame of an animation); writes the thumbnails, never enlarged. */
async function imageFacts(
  file: string,
  thumbnails: readonly { width: number; file: string }[],
): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(file).metadata()
    const oriented = sharp(file).autoOrient()
    await Promise.all(
      thumbnails.map((t) =>
        oriented.clone().resize({ width: t.width, withoutEnlargement: true }).webp().toFile(t.file),
      ),
    )
    // Animations have no EXIF orientation; their size is one frame's.
    return { width: meta.autoOrient.width, height: meta.pageHeight ?? meta.autoOrient.height }
  } catch {
    throw unsupported('The image cannot be decoded')
  }
}
