import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Code } from '@kid/shared/codes'
import { pairedThumbnails, THUMBNAIL_WIDTHS } from '@kid/shared/market/thumbnails'
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  type OutputFormat,
  WebMOutputFormat,
} from 'mediabunny'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, EASY_ALTCHA } from '../../modules/account/testing.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { UPLOAD_CUT_OFF } from './receive.ts'

let t: TestApp
/** The headers of a signed-in member: uploads are for members. */
let member: () => Record<string, string>
beforeAll(async () => {
  t = await createTestApp(
    {
      UPLOAD_MAX_IMAGE_BYTES: String(200 * 1024),
      UPLOAD_MAX_VIDEO_BYTES: String(300 * 1024),
    },
    undefined,
    EASY_ALTCHA,
  )
  member = (await t.signIn()).headers
})
afterAll(() => t.close())

/** A multipart/form-data body as a browser's FormData would send it. */
async function formData(content: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData()
  form.append(field, new Blob([content], { type }), filename)
  const request = new Request('http://x/', { method: 'POST', body: form })
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

async function send(
  url: string,
  content: Buffer,
  filename: string,
  options: { type?: string; field?: string; headers?: Record<string, string> } = {},
) {
  const { body, contentType } = await formData(
    content,
    filename,
    options.type ?? 'application/octet-stream',
    options.field,
  )
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(options.headers ?? member()), 'content-type': contentType },
    body,
  })
}

/** An upload by a signed-in member. */
async function upload(
  url: string,
  content: Buffer,
  filename: string,
  type = 'application/octet-stream',
  field = 'file',
) {
  const res = await send(url, content, filename, { type, field })
  expect(res.statusCode).toBe(200)
  return res.json()
}

const png = (width: number, height: number, noise = false) =>
  noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
        .png()
        .toBuffer()
    : sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
        .png()
        .toBuffer()
/** A real video of `frames` tenths of a second at 64×48, written by mediabunny's muxer (VP9 packets). */
async function video(format: OutputFormat, frames = 20): Promise<Buffer> {
  const target = new BufferTarget()
  const output = new Output({ format, target })
  const track = new EncodedVideoPacketSource('vp9')
  output.addVideoTrack(track, { frameRate: 10 })
  await output.start()
  for (let i = 0; i < frames; i++)
    await track.add(
      new EncodedPacket(new Uint8Array(64).fill(i), i === 0 ? 'key' : 'delta', i / 10, 0.1),
      i === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 64, codedHeight: 48 } } : undefined,
    )
  await output.finalize()
  if (!target.buffer) throw new Error('the muxer wrote nothing')
  return Buffer.from(target.buffer)
}
let mp4: Buffer
beforeAll(async () => {
  mp4 = await video(new Mp4OutputFormat())
})
/** The format and size of each thumbnail of an uploaded image, smallest first. */
async function thumbnailsOf(thumbnail: string) {
  const urls = pairedThumbnails(thumbnail)
  if (!urls) throw new Error(`${thumbnail} is not a 300 px thumbnail`)
  return Promise.all(
    THUMBNAIL_WIDTHS.map(async (w) => {
      const { format, width, height } = await sharp(
        (await t.app.inject({ url: urls[w] })).rawPayload,
      ).metadata()
      return { format, width, height }
    }),
  )
}
const storedFiles = async () => (await readdir(join(t.config.dataDir, 'uploads'), { recursive: true })).sort()

describe('uploads', () => {
  it('stores an image under yyyy/mm/<sha256>.<ext> with WebP thumbnails 300 and 600 px wide', async () => {
    const image = await png(640, 480)
    const res = await upload('/api/dcservice/open/upload', image, 'cat.bin')
    expect(res.code).toBe(Code.SUCCESS)
    expect(res.data).toMatchObject({ width: 640, height: 480, type: 'image/png', size: image.length })
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{64}\.png$/)
    expect(res.data.thumbnail).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{64}\.thumb300\.webp$/)

    const file = await t.app.inject({ url: res.data.url })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(image)).toBe(true)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await thumbnailsOf(res.data.thumbnail)).toEqual([
      { format: 'webp', width: 300, height: 225 },
      { format: 'webp', width: 600, height: 450 },
    ])
  })

  it('never enlarges a small image for its thumbnails', async () => {
    const res = await upload('/api/dcservice/open/upload', await png(400, 200), 'small.png', 'image/png')
    expect(await thumbnailsOf(res.data.thumbnail)).toEqual([
      { format: 'webp', width: 300, height: 150 },
      { format: 'webp', width: 400, height: 200 },
    ])
  })

  it('keeps one copy of the same content', async () => {
    const image = await png(10, 10)
    const first = await upload('/api/communityservice/open/upload', image, 'a.png', 'image/png')
    const second = await upload('/api/dcservice/open/banner/upload', image, 'b.png', 'image/png')
    expect(second.data.url).toBe(first.data.url)
    const sha = first.data.url.split('/').pop().split('.')[0]
    expect((await storedFiles()).filter((f) => f.includes(sha))).toHaveLength(3) // the file and its thumbnails
  })

  it('accepts a video where video is allowed, without a thumbnail, with its picture size', async () => {
    const res = await upload('/api/communityservice/open/upload', mp4, 'clip.mp4', 'video/mp4')
    expect(res).toMatchObject({
      code: Code.SUCCESS,
      data: { type: 'video/mp4', thumbnail: null, size: mp4.length, width: 64, height: 48 },
    })
    expect(res.data.url).toMatch(/\.mp4$/)
  })

  it('refuses a video as a banner', async () => {
    const res = await upload('/api/dcservice/open/banner/upload', mp4, 'clip.mp4', 'video/mp4')
    expect(res.code).toBe(Code.UNSUPPORTED_MEDIA)
  })

  it('judges by content: text named .png is refused and nothing is stored', async () => {
    const before = await storedFiles()
    const res = await upload(
      '/api/dcservice/open/upload',
      Buffer.from('not an image\n'.repeat(500)),
      'evil.png',
      'image/png',
    )
    expect(res).toMatchObject({ code: Code.UNSUPPORTED_MEDIA, msg: expect.stringMatching(/JPEG, PNG/) })
    expect(await storedFiles()).toEqual(before)
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([])
  })

  it('refuses an image over the image limit and stores nothing', async () => {
    const before = await storedFiles()
    const big = await png(400, 400, true)
    expect(big.length).toBeGreaterThan(200 * 1024)
    const res = await upload('/api/dcservice/open/upload', big, 'big.png', 'image/png')
    expect(res).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE, msg: 'The image is larger than 200 KiB' })
    expect(await storedFiles()).toEqual(before)
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([])
  })

  it('refuses a video over the video limit', async () => {
    const big = Buffer.concat([mp4, Buffer.alloc(400 * 1024)])
    const res = await upload('/api/communityservice/open/upload', big, 'big.mp4', 'video/mp4')
    expect(res.code).toBe(Code.PAYLOAD_TOO_LARGE)
  })

  it('needs the field "file" in a multipart body', async () => {
    expect(
      (await upload('/api/dcservice/open/upload', await png(5, 5), 'x.png', 'image/png', 'image')).msg,
    ).toMatch(/field "file"/)
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/dcservice/open/upload',
      headers: member(),
      payload: { file: 'x' },
    })
    expect(json.json().code).toBe(Code.BAD_REQUEST)
  })

  it('refuses an upload cut off before its end, keeping nothing of it', async () => {
    const before = await storedFiles()
    const { body, contentType } = await formData(await png(60, 60, true), 'x.png', 'image/png')
    for (const cut of [body.length - 10, Math.floor(body.length / 2), 150]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dcservice/open/upload',
        headers: { ...member(), 'content-type': contentType },
        body: body.subarray(0, cut),
      })
      expect(res.statusCode, `cut at ${cut}`).toBe(200)
      expect(res.json(), `cut at ${cut}`).toMatchObject({ code: Code.BAD_REQUEST, msg: UPLOAD_CUT_OFF })
    }
    expect(await storedFiles()).toEqual(before)
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([])
  })

  it('stores exactly what was sent', async () => {
    const image = await png(20, 30)
    const res = await upload('/api/dcservice/open/upload', image, 'x.png')
    const onDisk = await readFile(join(t.config.dataDir, res.data.url))
    expect(onDisk.equals(image)).toBe(true)
  })
})

describe('videos are parsed before they are accepted', () => {
  it('accepts MOV and WebM that parse, with a video track and a duration', async () => {
    for (const [format, type, ext] of [
      [new MovOutputFormat(), 'video/quicktime', 'mov'],
      [new WebMOutputFormat(), 'video/webm', 'webm'],
    ] as const) {
      const res = await upload('/api/dcservice/open/upload', await video(format, 15), `clip.${ext}`)
      expect(res, ext).toMatchObject({ code: Code.SUCCESS, data: { type, width: 64, height: 48 } })
      expect(res.data.url, ext).toMatch(new RegExp(`\\.${ext}$`))
    }
  })

  it('refuses a file that only starts like a video, and leaves nothing behind', async () => {
    const before = await storedFiles()
    const fakes = {
      'MP4 magic, then zeros': Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisommp41isommp41'),
        Buffer.alloc(20_000),
      ]),
      'the first half of a real MP4': mp4.subarray(0, Math.floor(mp4.length / 2)),
      'MP4 magic, then a script': Buffer.concat([
        mp4.subarray(0, 32),
        Buffer.from('<script>alert(1)</script>'.repeat(200)),
      ]),
      'WebM magic, then zeros': Buffer.concat([
        (await video(new WebMOutputFormat())).subarray(0, 40),
        Buffer.alloc(8_000),
      ]),
    }
    for (const [name, content] of Object.entries(fakes)) {
      const res = await upload('/api/communityservice/open/upload', content, 'clip.mp4', 'video/mp4')
      expect(res, name).toMatchObject({ code: Code.UNSUPPORTED_MEDIA, data: null })
      expect(res.msg, name).toMatch(
        /^The video (cannot be read|has no picture|cannot be played|is incomplete)/,
      )
    }
    expect(await storedFiles()).toEqual(before)
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([])
  })
})

describe('who may upload', () => {
  it('refuses a visitor without a session on the media and banner calls, storing nothing', async () => {
    const before = await storedFiles()
    for (const url of ['/api/communityservice/open/upload', '/api/dcservice/open/banner/upload']) {
      const res = await send(url, await png(10, 10), 'a.png', { headers: t.signed() })
      expect(res.statusCode, url).toBe(401)
      expect(res.json().code, url).toBe(Code.UNAUTHORIZED)
    }
    expect(await storedFiles()).toEqual(before)
  })

  it('lets a visitor signing up upload one small image as the avatar, after a captcha', async () => {
    const url = '/api/dcservice/open/upload'
    const image = await png(64, 64)
    const noCaptcha = await send(url, image, 'me.png', { headers: t.signed() })
    expect(noCaptcha.json().code).toBe(Code.CAPTCHA_REQUIRED)
    const badCaptcha = await send(url, image, 'me.png', { headers: { ...t.signed(), recaptcha: 'bm9wZQ==' } })
    expect(badCaptcha.json().code).toBe(Code.CAPTCHA_FAILED)

    const solved = async () => ({ ...t.signed(), recaptcha: await client(t).solveCaptcha() })
    const avatar = (await send(url, image, 'me.png', { headers: await solved() })).json()
    expect(avatar).toMatchObject({ code: Code.SUCCESS, data: { type: 'image/png', width: 64, height: 64 } })
    // One solution, one upload.
    const again = await send(url, await png(65, 65), 'me.png', { headers: { ...t.signed(), recaptcha: '' } })
    expect(again.json().code).toBe(Code.CAPTCHA_REQUIRED)

    const before = await storedFiles()
    const clip = (await send(url, mp4, 'clip.mp4', { headers: await solved() })).json()
    expect(clip.code).toBe(Code.UNSUPPORTED_MEDIA)
    expect(await storedFiles()).toEqual(before)
  })

  it("keeps the sign-up avatar under 1 MiB, below the members' image limit", async () => {
    const app = await createTestApp({}, undefined, EASY_ALTCHA)
    try {
      const big = await png(700, 700, true)
      expect(big.length).toBeGreaterThan(1024 * 1024)
      const solve = client(app).solveCaptcha
      const send = async (headers: Record<string, string>) => {
        const { body, contentType } = await formData(big, 'me.png', 'image/png')
        return (
          await app.app.inject({
            method: 'POST',
            url: '/api/dcservice/open/upload',
            headers: { ...headers, 'content-type': contentType },
            body,
          })
        ).json()
      }
      expect(await send({ ...app.signed(), recaptcha: await solve() })).toMatchObject({
        code: Code.PAYLOAD_TOO_LARGE,
        msg: 'The image is larger than 1 MiB',
      })
      expect((await send((await app.signIn()).headers())).code).toBe(Code.SUCCESS)
    } finally {
      await app.close()
    }
  })
})
