import type { RealtimeEventName, RealtimeEvents, RealtimeMessage } from '@kid/shared/realtime/events'

type Handler<Name extends RealtimeEventName> = (data: RealtimeEvents[Name], id: string) => void

// Handlers by event name, kept outside React so that the lazily loaded connection can reach them.
const handlers = new Map<RealtimeEventName, Set<Handler<RealtimeEventName>>>()

export function onRealtimeEvent<Name extends RealtimeEventName>(
  name: Name,
  handler: Handler<Name>,
): () => void {
  let set = handlers.get(name)
  if (!set) {
    set = new Set()
    handlers.set(name, set)
  }
  const stored = handler as Handler<RealtimeEventName>
  set.add(stored)
  return () => set.delete(stored)
}

/** One event to everyone listening for its name; a failing handler does not stop the others. */
export function emitRealtime(message: RealtimeMessage): void {
  for (const handler of handlers.get(message.event) ?? []) {
    try {
      handler(message.data, message.id)
    } catch (error) {
      console.error(error)
    }
  }
}
