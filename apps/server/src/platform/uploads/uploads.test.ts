import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Code } from '@kid/shared/codes'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { UPLOAD_CUT_OFF } from './receive.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_MAX_IMAGE_BYTES: String(200 * 1024),
    UPLOAD_MAX_VIDEO_BYTES: String(300 * 1024),
  })
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

async function upload(
  url: string,
  content: Buffer,
  filename: string,
  type = 'application/octet-stream',
  field = 'file',
) {
  const { body, contentType } = await formData(content, filename, type, field)
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.signed(), 'content-type': contentType },
    body,
  })
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
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisommp41isommp41'),
  Buffer.alloc(20_000),
])
const storedFiles = async () => (await readdir(join(t.config.dataDir, 'uploads'), { recursive: true })).sort()

describe('uploads', () => {
  it('stores an image under yyyy/mm/<sha256>.<ext> with a 300 px WebP thumbnail', async () => {
    const image = await png(640, 480)
    const res = await upload('/api/dcservice/open/upload', image, 'cat.bin')
    expect(res.code).toBe(Code.SUCCESS)
    expect(res.data).toMatchObject({ width: 640, height: 480, type: 'image/png', size: image.length })
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{64}\.png$/)
    expect(res.data.thumbnail).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{64}\.thumb\.webp$/)

    const file = await t.app.inject({ url: res.data.url })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(image)).toBe(true)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const thumb = await t.app.inject({ url: res.data.thumbnail })
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 225,
    })
  })

  it('keeps one copy of the same content', async () => {
    const image = await png(10, 10)
    const first = await upload('/api/communityservice/open/upload', image, 'a.png', 'image/png')
    const second = await upload('/api/dcservice/open/banner/upload', image, 'b.png', 'image/png')
    expect(second.data.url).toBe(first.data.url)
    const sha = first.data.url.split('/').pop().split('.')[0]
    expect((await storedFiles()).filter((f) => f.includes(sha))).toHaveLength(2) // the file and its thumbnail
  })

  it('accepts a video where video is allowed, without a thumbnail', async () => {
    const res = await upload('/api/communityservice/open/upload', mp4, 'clip.mp4', 'video/mp4')
    expect(res).toMatchObject({
      code: Code.SUCCESS,
      data: { type: 'video/mp4', thumbnail: null, size: mp4.length },
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
      headers: t.signed(),
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
        headers: { ...t.signed(), 'content-type': contentType },
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
