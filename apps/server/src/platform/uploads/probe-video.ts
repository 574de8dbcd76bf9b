import { EncodedPacketSink, FilePathSource, Input, type InputFormat, MP4, QTFF, WEBM } from 'mediabunny'
import { ApiError } from '../errors.ts'
import { unsupported } from './receive.ts'

/**
 * The container parsers for each video type the first bytes claimed (media-types.ts VIDEO_TYPES).
 * MP4 and MOV are one box format told apart by the brand, which sniffers and parsers may read
 * differently: either parser may read either.
 */
const CONTAINERS: Record<string, InputFormat[]> = {
  'video/mp4': [MP4, QTFF],
  'video/quicktime': [QTFF, MP4],
  'video/webm': [WEBM],
}

export type VideoFacts = { width: number; height: number; durationSeconds: number }

/**
 * Reads a received video with a real container parser (mediabunny, pure TypeScript): first bytes
 * that look like MP4, MOV or WebM are not enough, the file must parse as that container and hold a
 * video track with a duration. Anything else is refused (the caller then stores nothing).
 */
export async function probeVideo(file: string, mime: string): Promise<VideoFacts> {
  const formats = CONTAINERS[mime]
  if (!formats) throw unsupported()
  const input = new Input({ formats, source: new FilePathSource(file) })
  try {
    const track = await input.getPrimaryVideoTrack()
    if (!track) throw unsupported('The video has no picture: it holds no video track')
    const durationSeconds = await input.computeDuration()
    if (!(durationSeconds > 0 && Number.isFinite(durationSeconds)))
      throw unsupported('The video cannot be played: it has no duration')
    // The index may promise frames the file does not hold (a cut-off upload): its first key frame
    // and its last frame must both be there, whole.
    const frames = new EncodedPacketSink(track)
    const [first, last] = await Promise.all([frames.getFirstKeyPacket(), frames.getPacket(Infinity)])
    if (!first || !last || last.data.length !== last.byteLength)
      throw unsupported('The video is incomplete: its frames are not all in the file')
    return { width: track.displayWidth, height: track.displayHeight, durationSeconds }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw unsupported('The video cannot be read: it is not a complete MP4, MOV or WebM file')
  } finally {
    input.dispose()
  }
}
