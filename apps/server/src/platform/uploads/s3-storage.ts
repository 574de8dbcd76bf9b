import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { S3Config } from '../config/config.ts'
import { signV4 } from './sigv4.ts'
import type { FileStorage } from './storage.ts'

/** Any S3-compatible store (AWS S3, MinIO, R2…), path-style, with plain fetch and SigV4. */
export class S3Storage implements FileStorage {
  constructor(
    private readonly s3: S3Config,
    private readonly now = () => new Date(),
  ) {}

  async put(key: string, localFile: string, contentType: string): Promise<void> {
    const url = new URL(`${this.s3.endpoint}/${this.s3.bucket}/${key}`)
    const { size } = await stat(localFile)
    const headers = signV4({
      method: 'PUT',
      url,
      headers: {
        'content-length': String(size),
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      },
      payloadHash: 'UNSIGNED-PAYLOAD',
      region: this.s3.region,
      service: 's3',
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
      date: this.now(),
    })
    // host is set by fetch itself from the URL.
    const { host: _host, ...sent } = headers
    const response = await fetch(url, {
      method: 'PUT',
      headers: sent,
      body: Readable.toWeb(createReadStream(localFile)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit)
    if (!response.ok) {
      throw new Error(`S3 PUT ${key} failed: ${response.status} ${(await response.text()).slice(0, 300)}`)
    }
  }

  url(key: string): string {
    return `${this.s3.publicUrl}/${key}`
  }
}
