import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { requireCaptcha } from '../captcha/require-captcha.ts'
import type { CaptchaVerifier } from '../captcha/verifier.ts'
import type { Config } from '../config/config.ts'
import { badRequest, unauthorized } from '../errors.ts'
import { LocalStorage } from './local-storage.ts'
import type { Limits } from './receive.ts'
import type { FileStorage } from './storage.ts'
import { storeUpload } from './store-upload.ts'

export type UploadDeps = { config: Config; storage: FileStorage; captcha: CaptchaVerifier }

/** The avatar a visitor may upload while signing up (open/register's headimgurl): one small image. */
export const SIGN_UP_AVATAR_MAX_BYTES = 1024 * 1024

/**
 * The spec's upload calls (001 §7): NFT media and community media take images and videos, a
 * banner only images. Their paths say /open/, but storing files is for members: each needs a
 * session, except the one the spec's sign-up uses for its avatar (dcservice open/upload without a
 * session), which takes only an image of at most SIGN_UP_AVATAR_MAX_BYTES and a solved captcha.
 */
export const uploadRoutes: FastifyPluginAsync<UploadDeps> = async (app, { config, storage, captcha }) => {
  const { maxImageBytes, maxVideoBytes } = config.upload
  const media: Limits = { image: maxImageBytes, video: maxVideoBytes }
  const imagesOnly: Limits = { image: maxImageBytes, video: undefined }
  const signUpAvatar: Limits = { image: Math.min(maxImageBytes, SIGN_UP_AVATAR_MAX_BYTES), video: undefined }
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

  const member = (request: FastifyRequest) => {
    if (!request.user) throw unauthorized('Please log in to upload files')
  }

  app.post('/api/dcservice/open/upload', async (request) => {
    if (request.user) return upload(request, media)
    // Checked before a byte of the file is read.
    await requireCaptcha(captcha, { ip: request.clientIp, recaptcha: request.ctx.recaptcha })
    return upload(request, signUpAvatar)
  })
  app.post('/api/dcservice/open/banner/upload', async (request) => {
    member(request)
    return upload(request, imagesOnly)
  })
  app.post('/api/communityservice/open/upload', async (request) => {
    member(request)
    return upload(request, media)
  })

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
