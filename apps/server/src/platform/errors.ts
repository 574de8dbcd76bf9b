import { Code } from '@kid/shared/codes'

/**
 * A failure the client should see as `{code, msg}`. HTTP status stays 200 for failures (spec
 * 000 §7); only authentication (401), unknown paths (404) and server faults (5xx) differ.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly code: number,
    message: string,
    readonly statusCode = 200,
    /** What the log gets beside the client's message (zod's own wording of bad input). */
    readonly detail?: string,
  ) {
    super(message)
  }
}

export const badRequest = (msg: string) => new ApiError(Code.BAD_REQUEST, msg)
export const unauthorized = (msg: string) => new ApiError(Code.UNAUTHORIZED, msg, 401)
export const badSignature = (msg: string) => new ApiError(Code.BAD_SIGNATURE, msg)
export const notFound = (msg: string) => new ApiError(Code.NOT_FOUND, msg, 404)
