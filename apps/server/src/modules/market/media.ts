import type { Config } from '../../platform/config/config.ts'
import { badRequest } from '../../platform/errors.ts'
import { isOwnUpload } from '../../platform/uploads/own-upload.ts'

/** Media shown in the catalog must be our uploads (open/upload): nothing that can track or change. */
export function assertOwnMedia(
  config: Pick<Config, 'publicUrl' | 's3'>,
  ...urls: (string | undefined)[]
): void {
  for (const url of urls) {
    if (url && !isOwnUpload(url, config)) throw badRequest('Please upload the file to KID first.')
  }
}
