import { join } from 'node:path'
import type { Config } from '../config/config.ts'
import { LocalStorage } from './local-storage.ts'
import { S3Storage } from './s3-storage.ts'
import type { FileStorage } from './storage.ts'

/**
 * The configured file storage: S3 when S3_* is set, else DATA_DIR/uploads served at the site's own
 * `/uploads/` as a path (no origin), so stored URLs never carry a Host and survive a domain move.
 */
export function storageOf(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'uploads'), '')
}
