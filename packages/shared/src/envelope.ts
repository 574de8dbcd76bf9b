import { z } from 'zod'
import { Code } from './codes.ts'

/** The body of every API response: `{code, msg, data}` (spec 000 §7). */
export const envelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() })
export type Envelope<T = unknown> = { code: number; msg: string; data: T }

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Code.SUCCESS, msg, data }
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data }
}
