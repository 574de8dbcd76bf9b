import { mayReload } from '@kid/shared/constants'

/** A chunk-load failure reloads the page at most once per 60 s (spec 000 §4, §9). */
const KEY = 'kid:chunk-reload-at'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '')
  return CHUNK_ERROR.test(message)
}

/** Whether a reload may happen now; records the attempt when it may. */
export function claimReload(store: KeyValueStore, now: number): boolean {
  const stored = Number(store.getItem(KEY))
  const last = Number.isFinite(stored) && stored > 0 ? stored : undefined
  if (!mayReload(last, now)) return false
  store.setItem(KEY, String(now))
  return true
}

/** Reloads for a chunk error if the guard allows; returns whether it did. */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  let allowed: boolean
  try {
    allowed = claimReload(window.localStorage, Date.now())
  } catch {
    return false
  }
  if (allowed) window.location.reload()
  return allowed
}
