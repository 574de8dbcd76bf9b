import { hash, verify } from '@node-rs/argon2'
import { Semaphore } from './semaphore.ts'

/**
 * Passwords arrive as the client's lowercase hex SHA-256 (spec 000 §5); we store argon2id of that
 * text with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). Each hash holds 19 MiB for
 * ~30 ms, so a flood of sign-ins could exhaust memory: at most HASH_CONCURRENCY run at once and
 * the rest queue (the per-IP rate limit bounds the queue).
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
export const HASH_CONCURRENCY = 4

const slots = new Semaphore(HASH_CONCURRENCY)

export function hashPassword(passwordDigest: string): Promise<string> {
  return slots.run(() => hash(passwordDigest, ARGON2_OPTIONS))
}

/**
 * Compares in constant time (argon2's own comparison). With no stored hash (unknown e-mail, or an
 * account without a password) a dummy hash is checked instead, so the answer takes as long as for
 * a real account and its time does not tell whether the e-mail is registered.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  passwordDigest: string,
): Promise<boolean> {
  const target = stored ?? (await dummyHash())
  const ok = await slots.run(() => verify(target, passwordDigest).catch(() => false))
  return ok && stored != null
}

let dummy: Promise<string> | undefined
const dummyHash = () => {
  dummy ??= hash('0'.repeat(64), ARGON2_OPTIONS)
  return dummy
}
