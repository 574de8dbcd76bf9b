import { Code } from '@kid/shared/codes'

/**
 * What a page opened from an e-mailed link says when its call fails: its own sentence when the
 * server found the link's token bad (a validation failure names a field, which means nothing to the
 * person who clicked), else the server's message, which is written for people (limits, outages).
 */
export function linkErrorText(error: unknown, badLink: string): string {
  const failure = error as { code?: number; message?: string } | null
  if (failure?.code === Code.BAD_REQUEST || !failure?.message) return badLink
  return failure.message
}
