import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { type Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Code } from '@kid/shared/codes'
import { fileTypeFromBuffer } from 'file-type'
import { ApiError } from '../errors.ts'
import { kindOf, type MediaKind } from './media-types.ts'

/** file-type needs at most this many leading bytes to recognise the formats we accept. */
const SNIFF_BYTES = 4100

/** A multipart body that ends before its closing boundary (a dropped connection, a truncated request). */
export const UPLOAD_CUT_OFF = 'The upload was cut off before its end: please send the file again.'

export type Received = { sha256: string; size: number; mime: string; kind: MediaKind }

export type Limits = Record<MediaKind, number | undefined>

export const unsupported = (
  msg = 'Only JPEG, PNG, GIF, WebP and AVIF images or MP4, WebM and MOV videos are accepted',
) => new ApiError(Code.UNSUPPORTED_MEDIA, msg)
const tooLarge = (kind: MediaKind, max: number) =>
  new ApiError(Code.PAYLOAD_TOO_LARGE, `The ${kind} is larger than ${readableSize(max)}`)

const readableSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.floor(bytes / 1024)} KiB`

/**
 * Streams an upload to a local file while hashing it. The type is read from the first bytes, so a
 * disguised or oversized file is refused as soon as that is known, long before it is all read.
 * `limits` gives the largest size per kind; a kind without a limit is not accepted.
 */
export async function receiveFile(source: Readable, file: string, limits: Limits): Promise<Received> {
  const hash = createHash('sha256')
  const head: Buffer[] = []
  let size = 0
  let media: { mime: string; kind: MediaKind; max: number } | undefined

  const identify = async (): Promise<void> => {
    const type = await fileTypeFromBuffer(Buffer.concat(head))
    const kind = type && kindOf(type.mime)
    const max = kind && limits[kind]
    if (!type || !kind || !max) throw unsupported()
    media = { mime: type.mime, kind, max }
  }

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length
      hash.update(chunk)
      if (media) {
        if (size > media.max) return done(tooLarge(media.kind, media.max))
        return done(null, chunk)
      }
      head.push(chunk)
      if (size < SNIFF_BYTES) return done(null, chunk)
      identify().then(
        () => done(media && size > media.max ? tooLarge(media.kind, media.max) : null, chunk),
        (error: Error) => done(error),
      )
    },
    flush(done: TransformCallback) {
      if (media) return done()
      if (size === 0) return done(new ApiError(Code.BAD_REQUEST, 'The file is empty'))
      identify().then(() => done(media && size > media.max ? tooLarge(media.kind, media.max) : null), done)
    },
  })

  const sink = createWriteStream(file)
  await pipeline(source, inspect, sink).catch(async (error: unknown) => {
    // The client's stream failing (a body cut off before the multipart's end) is the client's
    // fault; failures of our own disk stay server errors. The multipart parser may have failed it
    // before this function began, so its state is read rather than its 'error' event awaited.
    const refusal = source.errored ? new ApiError(Code.BAD_REQUEST, UPLOAD_CUT_OFF) : error
    // A refusal can come before the file has even been opened: the stream still opens and closes
    // it afterwards, so wait for that, or the caller's cleanup runs first and the file is left behind.
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()))
    throw refusal
  })
  if (!media) throw unsupported()
  return { sha256: hash.digest('hex'), size, mime: media.mime, kind: media.kind }
}
