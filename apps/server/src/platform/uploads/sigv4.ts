import { createHash, createHmac } from 'node:crypto'

export type SigV4Request = {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in lower case). */
  headers: Record<string, string>
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD (allowed by S3 over TLS and by S3-compatible stores). */
  payloadHash: string
  region: string
  service: string
  accessKeyId: string
  secretAccessKey: string
  date: Date
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')
/** RFC 3986 encoding of each path segment, as S3 expects (no double encoding). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((s) =>
      encodeURIComponent(decodeURIComponent(s)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/')

/**
 * AWS Signature Version 4 in the Authorization header
 * (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). Returns every header
 * the request must carry, Authorization included.
 */
export function signV4(r: SigV4Request): Record<string, string> {
  const amzDate = r.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const headers: Record<string, string> = {
    ...r.headers,
    host: r.url.host,
    'x-amz-content-sha256': r.payloadHash,
    'x-amz-date': amzDate,
  }
  const names = Object.keys(headers).sort()
  const query = [...r.url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&')
  const canonical = [
    r.method,
    encodePath(r.url.pathname),
    query,
    ...names.map((n) => `${n}:${String(headers[n]).trim()}`),
    '',
    names.join(';'),
    r.payloadHash,
  ].join('\n')
  const scope = `${day}/${r.region}/${r.service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), r.service), 'aws4_request')
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex')
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  }
}
