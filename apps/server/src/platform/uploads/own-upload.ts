import type { Config } from '../config/config.ts'

/**
 * The key of a stored upload: content-addressed, `yyyy/mm/<sha256>[.thumb<width>].<ext>`
 * (store-upload.ts; `.thumb` without a width is an older upload's only thumbnail).
 */
const UPLOAD_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{64}(\.thumb(300|600)?)?\.[a-z0-9]{2,5}$/

/**
 * Whether a URL names a file uploaded to us: `/uploads/<key>` on this site (bare or under
 * PUBLIC_URL), or `<S3 public URL>/<key>`. Anything else could track visitors or change under us.
 */
export function isOwnUpload(url: string, config: Pick<Config, 'publicUrl' | 's3'>): boolean {
  const bases = [
    '/uploads/',
    `${config.publicUrl}/uploads/`,
    ...(config.s3 ? [`${config.s3.publicUrl}/`] : []),
  ]
  return bases.some((base) => url.startsWith(base) && UPLOAD_KEY.test(url.slice(base.length)))
}
