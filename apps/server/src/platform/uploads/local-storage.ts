import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { FileStorage } from './storage.ts'

/** Files under DATA_DIR/uploads, served by the app at /uploads/. */
export class LocalStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly baseUrl: string,
  ) {}

  async put(key: string, localFile: string): Promise<void> {
    const target = join(this.root, key)
    if (await stat(target).catch(() => undefined)) return
    await mkdir(dirname(target), { recursive: true })
    // Copy beside the target, then rename: readers never see half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`
    try {
      await copyFile(localFile, partial)
      await rename(partial, target)
    } finally {
      await rm(partial, { force: true })
    }
  }

  url(key: string): string {
    return `${this.baseUrl}/uploads/${key}`
  }
}
