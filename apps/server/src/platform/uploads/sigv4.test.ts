import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { S3Storage } from './s3-storage.ts'
import { signV4 } from './sigv4.ts'

/** The example credentials and date of the AWS SigV4 documentation. */
const example = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
}
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('signV4', () => {
  it('reproduces the GET Object example of the AWS documentation', () => {
    const headers = signV4({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
    })
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
  })

  it('reproduces the PUT Object example of the AWS documentation', () => {
    const headers = signV4({
      ...example,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    })
    expect(headers.authorization).toMatch(
      /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    )
  })
})

describe('S3Storage', () => {
  const requests: Array<{
    method?: string
    url?: string
    headers: IncomingMessage['headers']
    body: string
  }> = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      })
      res.end()
    })
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('PUTs the file path-style with a signature, type and long cache, and names its public URL', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const storage = new S3Storage({
      endpoint,
      bucket: 'kid',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      publicUrl: 'https://cdn.kid.example',
    })
    const file = join(await mkdtemp(join(tmpdir(), 'kid-s3-')), 'f')
    await writeFile(file, 'hello s3')
    await storage.put('2025/01/abc.png', file, 'image/png')
    expect(requests).toHaveLength(1)
    const [put] = requests
    expect(put).toMatchObject({ method: 'PUT', url: '/kid/2025/01/abc.png', body: 'hello s3' })
    expect(put?.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
    })
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=id\/\d{8}\/eu-west-1\/s3\/aws4_request, /,
    )
    expect(storage.url('2025/01/abc.png')).toBe('https://cdn.kid.example/2025/01/abc.png')
  })
})
