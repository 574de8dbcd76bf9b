/**
 * The PostgreSQL error behind `error` (node-postgres and PGlite both report `code` and `constraint`,
 * possibly wrapped in a driver's error as `cause`), or undefined.
 */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let e = error
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: 'constraint' in e ? String(e.constraint) : undefined }
    }
    e = 'cause' in e ? e.cause : undefined
  }
  return undefined
}
