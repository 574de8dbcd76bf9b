// Kept apart from listeners.ts: only the lazily loaded connection and the few views that read
// again on a fresh connection need it, not every page's shell.
const freshHandlers = new Set<() => void>()

/** Called each time a connection without a resume point is ready (connection.ts `fresh`). */
export function onRealtimeFresh(handler: () => void): () => void {
  freshHandlers.add(handler)
  return () => freshHandlers.delete(handler)
}

export function emitRealtimeFresh(): void {
  for (const handler of freshHandlers) handler()
}
