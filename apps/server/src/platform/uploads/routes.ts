import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Config } from '../config/config.ts'
import { badRequest } from '../errors.ts'
import { LocalStorage } from './local-storage.ts'
import type { Limits } from './receive.ts'
import type { FileStorage } from './storage.ts'
import { storeUpload } from './store-upload.ts'

export type UploadDeps = { config: Config; storage: FileStorage }

/**
 * The spec's upload calls (001 §7): NFT media and community media take images and videos, a
 * banner only images. They are /open/ calls (signed and rate limited, no login), as in the spec.
 */
export const uploadRoutes: FastifyPluginAsync<UploadDeps> = async (app, { config, storage }) => {
  const { maxImageBytes, maxVideoBytes } = config.upload
  const media: Limits = { image: maxImageBytes, video: maxVideoBytes }
  const imagesOnly: Limits = { image: maxImageBytes, video: undefined }
  const tmpDir = join(config.dataDir, 'tmp')

  // One past the largest limit: our own check answers first, with a message naming the kind.
  await app.register(multipart, {
    limits: { fileSize: Math.max(maxImageBytes, maxVideoBytes) + 1, files: 1, fields: 10, parts: 11 },
  })

  const upload = async (request: FastifyRequest, limits: Limits) => {
    const part = await request.file()
    if (part?.fieldname !== 'file')
      throw badRequest('Send the file as multipart/form-data in the field "file"')
    return ok(await storeUpload(part.file, limits, { storage, tmpDir }))
  }

  app.post('/api/dcservice/open/upload', (request) => upload(request, media))
  app.post('/api/dcservice/open/banner/upload', (request) => upload(request, imagesOnly))
  app.post('/api/communityservice/open/upload', (request) => upload(request, media))

  if (storage instanceof LocalStorage) {
    // The static handler wants its root to exist before the first upload makes it.
    await mkdir(storage.root, { recursive: true })
    // Content-addressed names never change content: cache for a year.
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
    })
  }
}
