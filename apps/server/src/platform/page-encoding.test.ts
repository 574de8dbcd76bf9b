import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncoding, sendPageBody } from './page-encoding.ts'

const page = `<!DOCTYPE html><html><body>${'<p>An NFT card</p>'.repeat(200)}</body></html>`
/** The streamed page's second part is written once the test has read the first. */
let stream: PassThrough | undefined

const app = Fastify()
app.get('/page', (_request, reply) => sendPageBody(reply.type('text/html').header('vary', 'Cookie'), page))
app.get('/tiny', (_request, reply) => sendPageBody(reply.type('text/html'), '<p>ok</p>'))
app.get('/picture', (_request, reply) => sendPageBody(reply.type('image/webp'), page))
app.get('/stream', (_request, reply) => {
  stream = new PassThrough()
  stream.write(page)
  return sendPageBody(reply.type('text/html'), stream)
})
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }))
afterAll(() => app.close())

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, as the request weighs them', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, GZIP;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('*')).toBe('br')
    expect(acceptedEncoding('br;q=0, *;q=0.1')).toBe('gzip')
  })

  it('allows neither for identity, a refusal, or no header', () => {
    expect(acceptedEncoding('identity')).toBeUndefined()
    expect(acceptedEncoding('gzip;q=0')).toBeUndefined()
    expect(acceptedEncoding(undefined)).toBeUndefined()
  })
})

describe('sendPageBody', () => {
  it('sends the page Brotli- or gzip-encoded as accepted, plain otherwise, and always varies by it', async () => {
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } })
    const gz = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } })
    const plain = await app.inject({ url: '/page' })
    expect([br, gz, plain].map((r) => r.headers['content-encoding'])).toEqual(['br', 'gzip', undefined])
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page)
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page)
    expect(plain.body).toBe(page)
    for (const res of [br, gz, plain]) expect(res.headers.vary).toBe('Cookie, Accept-Encoding')
    expect(gz.rawPayload.length).toBeLessThan(page.length / 10)
  })

  it('leaves a tiny page and what is not text as they are', async () => {
    const headers = { 'accept-encoding': 'br' }
    const tiny = await app.inject({ url: '/tiny', headers })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('<p>ok</p>')
    const picture = await app.inject({ url: '/picture', headers })
    expect(picture.headers['content-encoding']).toBeUndefined()
    expect(picture.headers.vary).toBeUndefined()
  })

  it('keeps a streamed page streaming: each part can be read before the next is written', async () => {
    const { port } = app.server.address() as AddressInfo
    const text = await new Promise<string>((done, fail) => {
      const req = request({ port, path: '/stream', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip')
        const decoded = res.pipe(zlib.createGunzip())
        let received = ''
        decoded.on('data', (chunk: Buffer) => {
          received += chunk
          // The first part decodes whole while the server still holds the stream open.
          if (received === page) stream?.end('<p>the rest</p>')
        })
        decoded.on('end', () => done(received))
        decoded.on('error', fail)
      })
      req.on('error', fail)
      req.end()
    })
    expect(text).toBe(`${page}<p>the rest</p>`)
  })
})
