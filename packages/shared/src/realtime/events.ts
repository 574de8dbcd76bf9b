/**
 * The realtime channel's events (docs/realtime.md): one typed map shared by the server, which
 * publishes them, and the web client, which subscribes. A domain adds its events here; the name is
 * `<domain>.<what happened>`.
 */
export type RealtimeEvents = {
  /** The member's unread notices changed (a notice was written or read): the bell's new count. */
  'notice.count': { num: number }
}

export type RealtimeEventName = keyof RealtimeEvents

/** One event as it travels: `id` orders a member's events and lets a reconnecting client resume. */
export type RealtimeMessage<Name extends RealtimeEventName = RealtimeEventName> = {
  id: string
  event: Name
  data: RealtimeEvents[Name]
}
